/** Texts of the guided tour (docs/product/accounts.md "Product tour", docs/product/progress.md "Tour") and of the Hilfe confirmation. */
export const tour = {
  next: 'Weiter',
  previous: 'Zurück',
  done: 'Fertig',
  close: 'Tour beenden',
  progress: 'Schritt {{current}} von {{total}}',
  // The original said it with "du"; the teacher app says "Sie" (issue 31, decision 025). Hilfe starts the
  // tours again.
  cancelled:
    'Sie haben die Tour abgebrochen. Sie wird Ihnen nicht mehr angezeigt. Falls Sie sie wieder sehen möchten, können Sie sie über «Hilfe» neu starten.',
  help: {
    title: 'Tour starten',
    question: 'Möchten Sie die Tour jetzt starten?',
    text: 'Die Tour zeigt Ihnen auf der Startseite in wenigen Schritten, wo Sie was finden.',
  },
  steps: {
    areas: {
      title: 'Willkommen bei Lernraster',
      text: 'Ihre Arbeit verteilt sich auf drei Bereiche: Module, Klassen und Fächer. Diese kurze Tour zeigt, wo Sie sie finden. Mit den Pfeiltasten blättern Sie, mit Escape beenden Sie die Tour.',
    },
    modules: {
      title: 'Module',
      text: 'Hier bauen Sie Lernmodule als Kompetenzraster, teilen sie mit Kolleginnen und Kollegen und führen sie mit einer Klasse durch.',
    },
    groups: {
      title: 'Klassen',
      text: 'Legen Sie Ihre Klassen an. Mit dem Klassencode treten Ihre Lernenden bei, und Sie sehen die Statistik jeder Person.',
    },
    subjects: {
      title: 'Fächer',
      text: 'Erfassen Sie die Fächer, die Sie unterrichten, mit einem Kürzel. Wenn Sie ein Modul durchführen, wählen Sie Klasse und Fach.',
    },
    guide: {
      title: 'Benutzerhandbuch',
      text: 'Das Handbuch erklärt jeden Schritt ausführlich – auch das, was diese Tour nur streift.',
    },
    account: {
      title: 'Ihr Konto',
      text: 'Unter «Einstellungen» ändern Sie E-Mail-Adresse, Passwort und Name. Über «Hilfe» starten Sie diese Tour jederzeit wieder.',
    },
  },
} as const
