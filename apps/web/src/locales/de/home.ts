export const home = {
  title: 'Willkommen, {{firstname}}',
  intro:
    'Hier planen Sie Ihren Unterricht mit Kompetenzrastern: Lernmodule bauen, mit Klassen durchführen und den Lernstand Ihrer Lernenden verfolgen.',
  loadError: 'Die Übersicht konnte nicht geladen werden.',
  steps: {
    title: 'Erste Schritte',
    progress: '{{done}} von {{total}} erledigt',
    done: 'erledigt',
    open: 'offen',
    subject: {
      title: 'Ein Fach anlegen',
      text: 'Hausaufgaben, Prüfungen und Module gehören zu einem Fach, zum Beispiel Mathematik.',
      action: 'Fach anlegen',
    },
    class: {
      title: 'Eine Klasse anlegen',
      text: 'Jede Klasse bekommt einen Code, mit dem Ihre Lernenden ihr beitreten.',
      action: 'Klasse anlegen',
    },
    students: {
      title: 'Lernende einladen',
      text: 'Geben Sie den Code der Klasse weiter; wer ihn eingibt, erscheint in der Klasse.',
      action: 'Code ansehen',
    },
    module: {
      title: 'Ein erstes Modul bauen',
      text: 'Ein Modul ist ein Kompetenzraster: Spalten sind Blöcke, Zeilen Niveaus, jede Zelle ein Thema.',
      action: 'Module öffnen',
    },
  },
  attention: {
    title: 'Was Aufmerksamkeit braucht',
    none: 'Alles im Lot: In Ihren Klassen ist nichts offen.',
    empty: 'Noch niemand ist der Klasse {{name}} beigetreten. Code: {{code}}',
    behind_one:
      'In {{name}} hat {{count}} Lernende(r) eine Hausaufgabe der letzten {{days}} Tage nicht gemacht.',
    behind_other:
      'In {{name}} haben {{count}} Lernende Hausaufgaben der letzten {{days}} Tage nicht gemacht.',
    open: 'Zu den Klassen',
  },
  areas: {
    title: 'Bereiche',
    modules: 'Lernmodule bauen, teilen und mit einer Klasse durchführen.',
    groups: 'Klassen anlegen, Lernende verwalten und ihre Statistik ansehen.',
    subjects: 'Die Fächer anlegen, in denen Sie unterrichten.',
  },
  guide: 'Neu hier? Das Benutzerhandbuch erklärt jeden Schritt.',
} as const
