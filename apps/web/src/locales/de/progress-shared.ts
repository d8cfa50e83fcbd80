/**
 * Words the progress screens share: the progress grid, the student cards, the report
 * (docs/product/progress.md).
 */
export const progressShared = {
  progress: 'Fortschritt',
  average: 'Durchschnitt',
  type: 'Typ',
  goal: 'Ziel: {{goal}}',
  side: {
    above: 'über dem Ziel',
    below: 'unter dem Ziel',
    none: 'noch nicht bewertet',
  },
  tooFast: 'zu schnell',
  /** Issue 31: the screens' "zu schnell" says its threshold; `minutes` from progressRules.tooFastSeconds. */
  tooFastMeaning: 'zu schnell bewertet: im Mittel unter {{minutes}} Minuten je Frage',
  back: 'Module',
  missingIds:
    'Diese Adresse nennt kein Modul und keine Klasse. Öffnen Sie die Statistik über ein aktives Modul in der Modulübersicht.',
  notFound:
    'Dieses Modul läuft nicht in einer Ihrer Klassen, oder es wurde entfernt. Öffnen Sie die Statistik über ein aktives Modul in der Modulübersicht.',
  loadError:
    'Die Statistik konnte nicht geladen werden. Prüfen Sie die Verbindung und laden Sie die Seite neu.',
  csvExport: 'CSV exportieren',
  /** Issue 36: a run of an archived class; `year` as "2025/26". */
  archived: 'Archiviert im Schuljahr {{year}} – nur zum Ansehen.',
  backToArchive: 'Archiv',
} as const
