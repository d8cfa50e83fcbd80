/** Filled by the modules issue. */
export const moduleDialogs = {} as const
