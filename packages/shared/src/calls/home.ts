import { homeOverview } from '../contracts/home'
import { defineCalls } from './call'

/** The start page's one call: the first steps done so far and the classes that need attention. */
export const homeCalls = defineCalls('home', {
  'GET /home/overview': {
    operationId: 'getHomeOverview',
    summary: 'Die Startseite: erledigte erste Schritte und Klassen, die Aufmerksamkeit brauchen',
    access: 'teacher',
    answer: homeOverview,
    errors: [],
  },
})
