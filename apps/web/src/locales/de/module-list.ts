/** Filled by the modules issue. */
export const moduleList = {} as const
