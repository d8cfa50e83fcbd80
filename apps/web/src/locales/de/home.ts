export const home = {
  title: 'Willkommen, {{firstname}}',
  intro:
    'Hier planen Sie Ihren Unterricht mit Kompetenzrastern: Lernmodule bauen, mit Klassen durchführen und den Lernstand Ihrer Lernenden verfolgen.',
  cards: {
    modules: 'Lernmodule bauen, teilen und mit einer Klasse durchführen.',
    groups: 'Klassen anlegen, Lernende verwalten und ihre Statistik ansehen.',
    subjects: 'Die Fächer anlegen, in denen Sie unterrichten.',
  },
  open: '{{area}} öffnen',
  guide: 'Neu hier? Das Benutzerhandbuch erklärt jeden Schritt.',
} as const
