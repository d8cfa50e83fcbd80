import { storeLimits } from '../store'

/**
 * The store's texts (docs/product/store.md quotes them): the original's verbatim, and our own, in correct
 * German, for what it left open.
 */
export const storeMessages = {
  // docs/product/store.md "Metadata and lists".
  descriptionRequired: 'Bitte geben Sie eine Beschreibung ein',
  descriptionTooLong: `Die Beschreibung darf höchstens ${storeLimits.metaDescriptionMax} Zeichen lang sein`,
  moduleNeedsContent: 'Das Modul braucht Inhalt: mindestens einen Block mit einem Thema, das eine Frage hat.',
  // docs/product/store.md "Publishing" and "Metadata and lists": success texts.
  published:
    'Modul ist im Store veröffentlicht. Bitte warten Sie auf die Bestätigung durch den Administrator',
  metaDataUpdated: 'Die Modul-Metadaten wurden erfolgreich aktualisiert',
  // Ours.
  lernrasterSubjectRequired: 'Bitte wählen Sie ein Fach.',
  schoolLevelRequired: 'Bitte wählen Sie eine Schulstufe.',
  schoolTypeRequired: 'Bitte wählen Sie einen Schultyp.',
  languageRequired: 'Bitte wählen Sie eine Sprache.',
  countryRequired: 'Bitte wählen Sie ein Land.',
  priceRequired: 'Bitte wählen Sie einen Preis aus der Preisliste.',
  lookupUnknown: 'Diesen Eintrag gibt es in der Liste nicht.',
  levelNotOfCountry: 'Diese Schulstufe gehört nicht zum gewählten Land.',
  typeNotOfCountry: 'Dieser Schultyp gehört nicht zum gewählten Land.',
  tooManyTags: `Höchstens ${storeLimits.tagsMax} Schlagwörter`,
  metaDataNotEditable:
    'Die Metadaten lassen sich nur bearbeiten, solange das Modul veröffentlicht ist oder auf Bestätigung wartet.',
  declineReasonRequired: 'Bitte geben Sie einen Grund für die Ablehnung an.',
  declineReasonTooLong: `Der Grund darf höchstens ${storeLimits.declineReasonMax} Zeichen lang sein`,
  notAwaiting: 'Diese Veröffentlichung wartet nicht mehr auf Bestätigung.',
  confirmed: 'Die Veröffentlichung wurde bestätigt.',
  declined: 'Die Veröffentlichung wurde abgelehnt.',
  purchased: 'Das Modul gehört jetzt zu Ihren verfügbaren Modulen.',
  notInStore: 'Dieses Modul ist im Store nicht erhältlich.',
  demoCannotPublish:
    'Im Demo-Konto lässt sich nichts im Store veröffentlichen. Registrieren Sie sich, um eigene Module anzubieten.',
  searchTooLong: `Höchstens ${storeLimits.searchMax} Zeichen`,
} as const
