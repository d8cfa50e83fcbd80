/** Texts of the auth screens. */
export const auth = {} as const
