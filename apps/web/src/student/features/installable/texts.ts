/**
 * The texts of the installable app (issue 32, decision 029), German ("du") and English; data only, so
 * the journeys can read them too (`use-texts.ts` picks the student's language).
 */
const de = {
  offline: 'Du bist offline. Du siehst, was zuletzt geladen war.',
  install: {
    dismiss: 'Hinweis schließen',
    promptTitle: 'Lernraster als App',
    promptText:
      'Installiere Lernraster auf diesem Gerät: Es startet dann wie eine App und öffnet auch ohne Netz, was zuletzt geladen war.',
    promptButton: 'App installieren',
    iosTitle: 'Lernraster auf den Home-Bildschirm',
    iosSteps: [
      'Tippe auf das Teilen-Symbol (das Quadrat mit dem Pfeil nach oben; auf dem iPhone unten, auf dem iPad oben).',
      'Wähle „Zum Home-Bildschirm“ und dann „Hinzufügen“.',
    ],
    iosWhy:
      'Safari löscht sonst nach 7 Tagen ohne Besuch, was die App gespeichert hat – auch Einschätzungen, die noch nicht gesendet sind.',
  },
}

export type InstallableTexts = typeof de

const en: InstallableTexts = {
  offline: 'You are offline. You see what was loaded last.',
  install: {
    dismiss: 'Close this hint',
    promptTitle: 'Lernraster as an app',
    promptText:
      'Install Lernraster on this device: it then starts like an app and opens what was loaded last, even without a network.',
    promptButton: 'Install app',
    iosTitle: 'Lernraster on your home screen',
    iosSteps: [
      'Tap the Share icon (the square with the arrow pointing up; at the bottom on an iPhone, at the top on an iPad).',
      'Choose “Add to Home Screen”, then “Add”.',
    ],
    iosWhy:
      'Otherwise Safari deletes what the app has saved after 7 days without a visit – including ratings that have not been sent yet.',
  },
}

export const installableTexts = { de, en } as const
