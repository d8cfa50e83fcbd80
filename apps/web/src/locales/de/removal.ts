/**
 * The confirmation of a removal with its figures (components/removal-form.tsx), shared by the module
 * screens (moving to the trash) and the Papierkorb (deleting for good).
 */
export const removal = {
  loading: 'Es wird ermittelt, was dazugehört …',
  loadError: 'Es konnte nicht ermittelt werden, was dazugehört.',
  retry: 'Erneut versuchen',
  irreversible: 'Das kann nicht rückgängig gemacht werden.',
  restorable: 'Sie können es {{days}} Tage lang aus dem Papierkorb wiederherstellen.',
  wordLabel: 'Geben Sie zur Bestätigung «löschen» oder «remove» ein',
  wordHint: 'Die Schaltfläche «{{confirm}}» wird erst danach verfügbar.',
} as const
