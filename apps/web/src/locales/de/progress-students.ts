/** docs/product/progress.md "Student progress screen" and "PDF report": the student cards and the report. */
export const progressStudents = {
  title: 'Lernendenübersicht',
  facts: {
    label: 'Aktivierung',
    group: 'Klasse',
    subject: 'Fach',
    students: 'Lernende',
  },
  search: {
    label: 'Lernende suchen',
    placeholder: 'Vor- oder Nachname',
    clear: 'Suche leeren',
    count: '{{shown}} von {{total}} Lernenden',
  },
  empty: {
    noStudents:
      'In dieser Klasse sind keine aktiven Lernenden. Sobald Lernende der Klasse beitreten, erscheint hier für jede und jeden eine Karte.',
    noMatch: 'Keine Lernenden passen zu «{{query}}». Prüfen Sie die Schreibweise oder leeren Sie die Suche.',
  },
  card: {
    label: 'Lernstand von {{name}}',
    grid: 'Themen von {{name}}, {{columns}} Spalten und {{rows}} Zeilen',
    emptyCell: 'Feld {{number}}: kein Thema',
    tile: 'Thema {{number}}, {{title}}: {{side}}',
    tileOpen: 'Thema {{number}}, {{title}}: {{side}}. Bewertungen anzeigen',
  },
  popover: {
    number: 'Thema {{number}}',
  },
  /** Issue 31: too fast is a mark of its own, beside above or below the goal. */
  tooFast: {
    card: 'Zu schnell bewertet (im Mittel unter {{minutes}} Minuten je Frage)',
    legend:
      '↗ über dem Ziel · ↘ unter dem Ziel · ⚡ gestreift: zu schnell bewertet (im Mittel unter {{minutes}} Minuten je Frage)',
  },
  ratings: {
    topic: 'Thema {{number}}: {{title}}',
    question: 'Frage',
    grade: 'Note',
    gradeOf: 'Note {{grade}}, {{side}}',
  },
  percent: '{{value}} %',
  pdf: {
    export: 'PDF exportieren',
    exporting: 'PDF {{percent}} %',
    overlay: 'PDF generieren...',
    overlayDetail: 'Seite {{page}} von {{count}}',
    cancel: 'Abbrechen',
    failed:
      'Der PDF-Bericht konnte nicht erstellt werden. Prüfen Sie die Verbindung und versuchen Sie es noch einmal.',
    cancelled: 'Der PDF-Export wurde abgebrochen; es wurde keine Datei gespeichert.',
    documentTitle: 'Lernbericht {{name}}',
  },
  report: {
    labels: {
      name: 'NAME',
      date: 'DATUM',
      group: 'KLASSE',
      subject: 'FACH',
      goal: 'ZIEL',
      test: 'TEST',
    },
    sections: {
      progress: 'BEARBEITETE AUFTRÄGE',
      daysWorked: 'ARBEITSTAGE',
      // Issue 31: the original said 'RELIABILITY' in English; a German report says it in German
      // (decision 023).
      reliability: 'ZUVERLÄSSIGKEIT',
    },
    /** What each figure counts, under it: a parent reads the report without the teacher beside them. */
    hints: {
      progress: 'der Fragen des Moduls bewertet',
      daysWorked: 'Tage mit mindestens einer Bewertung',
      reliability: 'der Aufgaben über {{seconds}} s bearbeitet',
    },
    legend: {
      above: 'über dem Ziel',
      below: 'unter dem Ziel',
      none: 'noch nicht bewertet',
      tooFast: 'zu schnell bewertet (im Mittel unter {{minutes}} Minuten je Frage): {{topics}}',
      tooFastNone: 'in keinem Thema',
      tooFastCount: 'in {{count}} von {{total}} Themen',
    },
    judgment: {
      tile: 'L {{value}}',
      title: 'SELBSTEINSCHÄTZUNG UND LEHRPERSON',
      line: '{{cell}} {{title}}: selbst {{self}}, Lehrperson {{teacher}}, Abweichung {{gap}} ({{direction}})',
      none: 'Keine Abweichung von 2 Noten oder mehr zwischen Selbsteinschätzung und Lehrperson.',
      notRated: 'Noch keine Bewertung der Lehrperson.',
    },
    notes: 'NOTIZEN',
    page: 'SEITE | {{page}}',
  },
  csv: {
    headers: {
      firstname: 'Vorname',
      lastname: 'Nachname',
      goal: 'Ziel',
      place: 'Spalte.Zeile',
      topic: 'Thema',
      progress: 'Fortschritt %',
      average: 'Durchschnitt',
      side: 'Über/unter dem Ziel',
      tooFast: 'Zu schnell',
      teacher: 'Lehrperson',
      gap: 'Abweichung',
      direction: 'Richtung',
    },
    yes: 'ja',
    fileName: 'Lernende_{{name}}_{{timestamp}}.csv',
  },
} as const
