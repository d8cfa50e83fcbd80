/**
 * The texts of what authors do with their store modules (decision 054 "Withdrawing a publication that
 * waits", "Taking a module off the store"; docs/product/store.md "For authors").
 */
export const storeAuthorMessages = {
  withdrawn: 'Die Einreichung wurde zurückgezogen.',
  notAwaitingAnyMore:
    'Diese Einreichung wartet nicht mehr auf Bestätigung: Der Anbieter hat inzwischen entschieden. Bitte laden Sie die Seite neu.',
  unlisted: 'Das Modul ist nicht mehr im Store. Wer es gekauft hat, behält es.',
  notListed: 'Dieses Modul ist zurzeit nicht im Store.',
} as const
