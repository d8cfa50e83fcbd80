import { storeAuthorMessages, storeLimits, storeMessages } from '@lernraster/shared'

/** Publishing an own module in the store and editing its metadata (docs/product/store.md, issue 14). */
export const publishing = {
  actions: {
    publish: 'Im Store veröffentlichen',
    newVersion: 'Neue Version veröffentlichen',
    editMetaData: 'Metadaten bearbeiten',
    viewInStore: 'Im Store ansehen',
    withdraw: 'Einreichung zurückziehen',
    unlist: 'Aus dem Store nehmen',
  },
  exit: {
    withdrawTitle: 'Einreichung von «{{name}}» zurückziehen',
    withdrawQuestion: 'Möchten Sie die Einreichung zurückziehen?',
    withdrawText:
      'Die eingereichte Kopie wird gelöscht, bevor der Anbieter sie prüft. Ihr Modul bleibt, wie es ist; eine Version, die schon im Store ist, bleibt dort.',
    withdrawConfirm: 'Zurückziehen',
    withdrawn: storeAuthorMessages.withdrawn,
    unlistTitle: '«{{name}}» aus dem Store nehmen',
    unlistQuestion: 'Möchten Sie das Modul aus dem Store nehmen?',
    unlistText:
      'Niemand kann es danach mehr kaufen. Wer es gekauft hat, behält es und kann es weiter verwenden. Zurück in den Store kommt es mit einer neuen Version, die der Anbieter wieder prüft.',
    unlistConfirm: 'Aus dem Store nehmen',
    unlistWhileVersionWaits:
      'Eine neue Version wartet noch auf die Prüfung: Bestätigt der Anbieter sie, ist das Modul wieder im Store. Soll es nicht zurück, ziehen Sie auch die Einreichung zurück.',
    unlisted: storeAuthorMessages.unlisted,
    // The server's 409s, by the call: the provider decided meanwhile, or nothing is listed any more.
    withdrawConflict: storeAuthorMessages.notAwaitingAnyMore,
    unlistConflict: storeAuthorMessages.notListed,
  },
  preview: {
    show: 'Vorschau',
    hide: 'Zurück zum Formular',
    title: 'So sehen Käuferinnen und Käufer die Store-Seite',
    incomplete: 'Für die Vorschau fehlen noch Angaben: {{fields}}.',
    loadError: 'Das Raster für die Vorschau konnte nicht geladen werden.',
  },
  dialog: {
    publishTitle: '«{{name}}» im Store veröffentlichen',
    newVersionTitle: 'Neue Version von «{{name}}» veröffentlichen',
    editTitle: 'Metadaten von «{{name}}» bearbeiten',
    publishText:
      'Lernraster legt eine Kopie des Moduls an, wie es jetzt ist, und prüft sie, bevor sie im Store erscheint. Was Sie später am Modul ändern, kommt erst mit einer neuen Version in den Store.',
    newVersionText:
      'Die neue Version zeigt das Modul, wie es jetzt ist. Bis sie bestätigt ist, bleibt die bisherige Version im Store; eine Version, die noch auf Bestätigung wartet, wird ersetzt. Wer das Modul gekauft hat, erhält die neue Version kostenlos.',
    editText: 'Beschreibung, Preis und Angaben erscheinen sofort im Store.',
    submitPublish: 'Veröffentlichen',
    submitEdit: 'Speichern',
    cancel: 'Abbrechen',
    loadError: 'Die Listen für den Store konnten nicht geladen werden.',
  },
  fields: {
    description: 'Beschreibung für den Store',
    descriptionHint: 'Was lernen die Schülerinnen und Schüler, für wen ist das Modul gedacht?',
    count: '{{count}} / {{max}} Zeichen',
    price: 'Preis',
    free: 'Kostenlos',
    priceOption: '{{name}} · {{count}} Kristalle',
    subject: 'Fach',
    country: 'Land',
    schoolLevel: 'Schulstufe',
    schoolType: 'Schultyp',
    chooseCountryFirst: 'Zuerst ein Land wählen',
    language: 'Sprache',
    tags: 'Schlagwörter',
    tagsHint: `Höchstens ${storeLimits.tagsMax}`,
  },
  problems: {
    descriptionRequired: storeMessages.descriptionRequired,
    descriptionTooLong: storeMessages.descriptionTooLong,
    choose: 'Bitte wählen Sie einen Eintrag.',
    tooManyTags: storeMessages.tooManyTags,
  },
  published: storeMessages.published,
  metaDataUpdated: storeMessages.metaDataUpdated,
  status: {
    label: 'Store',
    awaiting: 'Wartet auf Bestätigung',
    declined: 'Bestätigung abgelehnt',
    published: 'Veröffentlicht',
    removed: 'Aus dem Store genommen',
    removedByProvider: 'Vom Anbieter aus dem Store genommen',
    reason: 'Begründung: {{reason}}',
    showReason: 'Begründung der Ablehnung anzeigen',
    olderListed: 'Die bisherige Version bleibt im Store.',
  },
} as const
