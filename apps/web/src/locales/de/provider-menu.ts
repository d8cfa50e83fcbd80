/**
 * The account menu's entries for the provider's administrators (issue 38). Registered by the account
 * menu itself, which loads after the first screen: they do not weigh on the login route.
 */
export const providerMenu = {
  providerArea: 'Kristallbuch und Prüfprotokoll',
  waiting_one: '{{count}} Veröffentlichung wartet auf Prüfung',
  waiting_other: '{{count}} Veröffentlichungen warten auf Prüfung',
} as const
