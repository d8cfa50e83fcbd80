/** Filled by the modules issue. */
export const moduleEditor = {} as const
