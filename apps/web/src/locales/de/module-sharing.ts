import { moduleLimits, moduleMessages } from '@lernraster/shared'

/**
 * The Available tab (shared and bought modules) and the share dialog (docs/product/modules.md
 * "Available tab", "Sharing").
 */
export const moduleSharing = {
  available: {
    label: 'Verfügbare Module',
    empty:
      'Hier erscheinen Module, die Kolleginnen und Kollegen mit Ihnen teilen oder die Sie im Modul-Store kaufen.',
    toStore: 'Zum Modul-Store',
    loadError: 'Die verfügbaren Module konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    author: 'von {{name}}',
    outdated: 'Veraltet',
    outdatedText: 'Im Modul-Store gibt es eine veröffentlichte Version dieses Moduls.',
    outdatedNewerText: 'Im Modul-Store gibt es eine neuere Version dieses Moduls; für Sie ist sie kostenlos.',
    outdatedLink: 'Im Store ansehen',
    running_one: 'Läuft in {{count}} Ihrer Klassen',
    running_other: 'Läuft in {{count}} Ihrer Klassen',
    notRunning: 'In keiner Ihrer Klassen aktiv',
    classCount_one: '{{count}} Klasse',
    classCount_other: '{{count}} Klassen',
    noClass: 'keiner Klasse',
    activate: 'Aktivieren',
    activateModule: '{{name}} aktivieren',
    columns: {
      name: 'Name',
      classes: 'Läuft in',
      actions: 'Aktionen',
    },
  },
  share: {
    title: '«{{name}}» teilen',
    text: 'Die Lehrperson kann das Modul ansehen, für ihre eigenen Klassen aktivieren und duplizieren, aber nicht bearbeiten. Sie erhält eine E-Mail.',
    email: 'E-Mail-Adresse der Lehrperson',
    emailHint: `Höchstens ${moduleLimits.shareEmailMax} Zeichen`,
    searching: 'Lehrperson wird gesucht …',
    found: moduleMessages.teacherFound,
    notFound: moduleMessages.teacherNotFound,
    alreadyShared: moduleMessages.alreadyShared,
    invalid: moduleMessages.shareEmailInvalid,
    tooLong: moduleMessages.shareEmailTooLong,
    self: moduleMessages.shareWithSelf,
    lookupFailed: 'Die Suche hat nicht geklappt. Bitte versuchen Sie es erneut.',
    submit: 'Teilen',
    done: moduleMessages.moduleShared,
    list: 'Geteilt mit',
    listEmpty: 'Das Modul ist noch mit niemandem geteilt.',
    listError: 'Die Liste konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    since: 'seit {{date}}',
    running_one: 'läuft in {{count}} Klasse',
    running_other: 'läuft in {{count}} Klassen',
    unshare: 'Freigabe aufheben',
    unshareFor: 'Freigabe für {{name}} aufheben',
    unshareQuestion: 'Freigabe für {{name}} aufheben?',
    unshareText:
      '{{name}} sieht das Modul danach nicht mehr unter «Verfügbare Module» und kann es nicht mehr für weitere Klassen aktivieren oder duplizieren.',
    keepsRunning_one: 'Die {{count}} Klasse, in der es schon läuft, arbeitet weiter damit.',
    keepsRunning_other: 'Die {{count}} Klassen, in denen es schon läuft, arbeiten weiter damit.',
    keepsRunningNone: 'Klassen, in denen das Modul schon läuft, arbeiten weiter damit.',
    unshareDone: moduleMessages.shareRemoved,
  },
} as const
