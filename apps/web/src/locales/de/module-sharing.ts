/** Issue 12 fills these texts (being written). */
export const moduleSharing = {} as const
