/** Texts of the feedback screens. */
export const feedback = {} as const
