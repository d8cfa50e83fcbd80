/** Both APIs live under it: their answers are never cached and never the web app's page. */
export const apiRoot = '/api/'

/** Where the teacher API lives (docs/product/subjects-and-classes.md "Calls"). */
export const apiPrefix = '/api/teacher/v1'

/** Where the student API lives (issue 15): the student app's calls, with the same error shape. */
export const studentApiPrefix = '/api/student/v1'
