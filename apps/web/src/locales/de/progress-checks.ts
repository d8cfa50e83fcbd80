/**
 * Issue 37 item 3: what a topic's check ("Lernkontrolle") attests, beside the self-rating and the
 * teacher's grade, on the progress screens, in the CSVs and the PDF; the teacher's decision over it.
 */
export const progressChecks = {
  name: 'Lernkontrolle',
  state: {
    attested: 'bestanden',
    notAttested: 'nicht bestanden',
    open: 'noch nicht abgelegt',
  },
  /** After the state when the teacher decided: "bestanden (Lehrperson)". */
  byTeacher: ' (Lehrperson)',
  /** The progress grid's tile: how many of the class the check attests. */
  tile: {
    count: '{{count}} von {{total}} mit bestandener Lernkontrolle',
  },
  /** A student's tile and its popover. */
  mark: {
    attested: 'Lernkontrolle bestanden am {{date}}',
    attestedByTeacher: 'Lernkontrolle: bestanden laut Lehrperson, am {{date}}',
    notAttested: 'Lernkontrolle nicht bestanden',
    notAttestedByTeacher: 'Lernkontrolle: nicht bestanden laut Lehrperson, am {{date}}',
    open: 'Lernkontrolle noch nicht abgelegt',
    score_one: 'Letzter Versuch: {{score}} richtig, {{count}} Versuch',
    score_other: 'Letzter Versuch: {{score}} richtig, {{count}} Versuche',
  },
  csv: {
    check: 'Lernkontrolle',
    checkAt: 'Lernkontrolle am',
  },
  report: {
    /** A PDF tile's third line, beside 'L 3,50': the embedded font has no ✓. */
    tileAttested: 'LK {{date}}',
    tileNotAttested: 'LK nicht bestanden',
    legend: 'LK: Lernkontrolle bestanden (Datum)',
  },
  override: {
    open: 'Ergebnis überschreiben',
    change: 'Entscheidung ändern',
    title: 'Ergebnis der Lernkontrolle überschreiben',
    hint: 'Ihre Entscheidung gilt anstelle der Versuche, bis Sie sie zurücknehmen. Die lernende Person sieht sie mit Ihrer Notiz.',
    choice: 'Ergebnis',
    attested: 'bestanden',
    notAttested: 'nicht bestanden',
    note: 'Notiz',
    noteDescription: 'Warum Sie so entscheiden (höchstens {{max}} Zeichen)',
    save: 'Entscheidung speichern',
    cancel: 'Abbrechen',
    remove: 'Entscheidung zurücknehmen',
    decided: 'Entschieden von {{name}} am {{date}}',
    decidedNoName: 'Entschieden am {{date}}',
    saved: 'Die Entscheidung wurde gespeichert.',
    removed: 'Die Entscheidung wurde zurückgenommen; es gelten wieder die Versuche.',
    failed: 'Die Entscheidung wurde nicht gespeichert. {{reason}}',
  },
  calibration: {
    title: 'Selbsteinschätzung und Lernkontrolle',
    intro:
      'Gezählt werden Lernende, die die Lernkontrolle eines Themas abgelegt haben oder über die Sie entschieden haben. «Ziel erreicht» heisst: Die eigene Bewertung des Themas liegt im Mittel beim Ziel oder darüber.',
    caption: 'Themen mit Lernkontrolle: Selbsteinschätzung neben dem Ergebnis',
    cell: 'Feld',
    topic: 'Thema',
    results: 'Ergebnisse',
    attested: 'Bestanden',
    reachedNotAttested: 'Ziel erreicht, nicht bestanden',
    belowAttested: 'Unter dem Ziel, bestanden',
    share: '{{value}} % derer mit erreichtem Ziel',
    studentChecks: 'Lernkontrollen',
    studentChecksValue: '{{attested}} von {{count}} bestanden',
    studentOverconfident_one: '{{count}} Mal Ziel erreicht, nicht bestanden',
    studentOverconfident_other: '{{count}} Mal Ziel erreicht, nicht bestanden',
    none: 'keine',
  },
} as const
