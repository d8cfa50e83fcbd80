/** Issue 12 fills these texts (being written). */
export const moduleFeeds = {} as const
