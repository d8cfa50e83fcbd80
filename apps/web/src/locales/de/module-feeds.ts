/** The overview's three feeds in its sidebars (docs/product/runs.md "Feeds"). */
export const moduleFeeds = {
  activity: {
    title: 'Aktivität der Lernenden',
    empty:
      'Hier erscheinen die neuesten Einschätzungen Ihrer Lernenden, sobald eine Klasse in einem aktiven Modul Fragen bewertet.',
    loadError: 'Die Aktivität der Lernenden konnte nicht geladen werden.',
  },
  changes: {
    title: 'Änderungen an Modulen',
    empty: 'Hier erscheint, was Kolleginnen und Kollegen an Modulen ändern, die sie mit Ihnen teilen.',
    loadError: 'Die Änderungen an Modulen konnten nicht geladen werden.',
  },
  feedback: {
    title: 'Rückmeldungen der Lernenden',
    empty: 'Hier erscheinen die Rückmeldungen, die Lernende zu Fragen Ihrer Module geben.',
    loadError: 'Die Rückmeldungen der Lernenden konnten nicht geladen werden.',
  },
  sidebar: {
    hide: '{{title}} ausblenden',
    show: '{{title}} einblenden',
    more: 'Mehr laden',
    retry: 'Erneut versuchen',
    refreshed: 'Aktualisiert jede Minute, zuletzt um {{time}}.',
  },
  time: {
    today: 'heute, {{time}}',
    yesterday: 'gestern, {{time}}',
    date: '{{date}}, {{time}}',
  },
  grade: {
    above: 'über dem Ziel',
    at: 'im Ziel',
    below: 'unter dem Ziel',
    value: 'Note {{grade}}',
    goal: 'Ziel {{goal}}',
  },
  entry: {
    topic: 'Thema {{cell}} {{title}}',
    group: 'Klasse {{name}}',
    module: 'Modul {{name}}',
    by: 'von {{name}}',
    question: 'Frage: {{title}}',
  },
  change: {
    kinds: { new: 'neu', updated: 'geändert', deleted: 'gelöscht' },
    subjects: { module: 'Modul', block: 'Block', topic: 'Thema', question: 'Frage' },
    unknownKind: 'geändert',
    unknownSubject: 'Inhalt',
  },
  feedbackEntry: {
    types: {
      question: 'Frage zur Aufgabe',
      mistake: 'Fehler entdeckt',
      too_hard: 'Zu schwierig',
      too_easy: 'Zu einfach',
      praise: 'Hat mir gefallen',
    },
    solved: 'Erledigt',
    solvedOf: 'Erledigt: Rückmeldung von {{name}} zu «{{question}}»',
    toggleFailed: 'Die Rückmeldung konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  },
} as const
