/** Texts of the tour screens. */
export const tour = {} as const
