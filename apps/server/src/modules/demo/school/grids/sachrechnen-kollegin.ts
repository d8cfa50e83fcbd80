import type { DemoModuleContent } from '../grid-content'

/** The module a colleague of the demo teacher built and shared with them: complete, 3 x 3. */
export const sachrechnenModule: DemoModuleContent = {
  name: 'Sachrechnen im Alltag',
  description:
    'Mathematik, wie sie im Alltag vorkommt: einkaufen und budgetieren, Zeitspannen und Fahrpläne, Karten und Massstäbe. Von oben nach unten werden die Aufgaben offener.',
  rows: 3,
  columns: 3,
  colour: [176, 96, 40],
  blocks: [
    {
      name: 'Geld und Einkaufen',
      description: 'Preise vergleichen, ein Budget planen und Aktionen durchschauen.',
      topics: [
        {
          title: 'Preise vergleichen',
          type: 'normal',
          description: 'Einheitspreise berechnen und so das günstigere Angebot finden.',
          questions: [
            {
              title: 'Ich kann den Preis pro Kilogramm berechnen.',
              description: 'Ein Beutel mit 750 g Äpfeln kostet 3,60 Franken. Wie viel kostet ein Kilogramm?',
              solution: { text: '3,60 Franken : 0,75 = 4,80 Franken pro Kilogramm.' },
            },
            {
              title: 'Ich kann zwei Angebote vergleichen und das günstigere begründen.',
              description:
                'Müesli A: 500 g für 4,50 Franken. Müesli B: 750 g für 6,30 Franken. Welches ist günstiger?',
              solution: {
                text: 'A kostet 0,90 Franken pro 100 g, B 0,84 Franken pro 100 g: B ist günstiger.',
              },
            },
            {
              title: 'Ich kann Rückgeld im Kopf berechnen.',
              description:
                'Du bezahlst einen Einkauf von 17,35 Franken mit einer 50er-Note. Zähle das Rückgeld auf wie an der Kasse.',
              solution: { text: '32,65 Franken: 17,35 + 0,65 = 18, + 2 = 20, + 30 = 50.' },
            },
          ],
        },
        {
          title: 'Taschengeld planen',
          type: 'exercise',
          description: 'Übungsfeld: Einnahmen und Ausgaben festhalten und auf ein Ziel hin sparen.',
          questions: [
            {
              title: 'Ich kann Einnahmen und Ausgaben in einer Tabelle festhalten.',
              description:
                'Führe eine Woche lang eine Tabelle über dein Taschengeld: Datum, Einnahme, Ausgabe und Kontostand.',
            },
            {
              title: 'Ich kann ein Monatsbudget aufstellen.',
              description:
                'Du bekommst 40 Franken im Monat. Verteile sie auf Sparen, Freizeit und Handy, sodass am Monatsende nichts fehlt.',
            },
            {
              title: 'Ich kann berechnen, wie lange ich für einen Wunsch sparen muss.',
              description:
                'Kopfhörer kosten 89 Franken. Du sparst jede Woche 7,50 Franken. Nach wie vielen Wochen kannst du sie kaufen?',
              solution: {
                text: 'Nach 12 Wochen: Nach 11 Wochen hast du erst 82,50 Franken, nach 12 Wochen 90 Franken.',
              },
            },
          ],
        },
        {
          title: 'Rabatt und Aktion',
          type: 'challenge',
          description:
            'Herausforderung: Aktionen wie «3 für 2» mit Prozentrabatten vergleichen und Kassenbons prüfen.',
          questions: [
            {
              title: 'Ich kann eine «3 für 2»-Aktion in Prozent ausdrücken.',
              description:
                'Beim Kauf von drei Joghurts bezahlst du nur zwei. Wie viel Prozent Rabatt sind das pro Joghurt?',
              solution: { text: 'Du bezahlst 2/3 des Preises und sparst 1/3, also rund 33 %.' },
            },
            {
              title: 'Ich kann zwei Aktionen vergleichen.',
              description:
                'Laden A gibt 30 % auf alles, Laden B «3 für 2». Wo kaufst du drei T-Shirts zu je 18 Franken günstiger?',
              solution: { text: 'A: 3 · 18 · 0,7 = 37,80 Franken. B: 2 · 18 = 36 Franken. B ist günstiger.' },
            },
            {
              title: 'Ich kann einen Kassenbon überprüfen.',
              description:
                'Überprüfe den Kassenbon vom letzten Familieneinkauf: Stimmen Mengen, Einzelpreise, Rabatte und das Total?',
            },
          ],
        },
      ],
    },
    {
      name: 'Zeit und Fahrpläne',
      description: 'Zeitspannen berechnen, Verbindungen im Fahrplan finden und Reisen planen.',
      topics: [
        {
          title: 'Zeitspannen',
          type: 'normal',
          description:
            'Zeitspannen zwischen zwei Uhrzeiten berechnen, auch über die volle Stunde und über Mitternacht.',
          questions: [
            {
              title: 'Ich kann Zeitspannen zwischen zwei Uhrzeiten berechnen.',
              description: 'Der Film beginnt um 19.45 Uhr und endet um 21.32 Uhr. Wie lange dauert er?',
              solution: {
                text: '1 h 47 min: Bis 21.45 Uhr wären es 2 Stunden, der Film endet 13 Minuten früher.',
              },
            },
            {
              title: 'Ich kann Minuten in Stunden umrechnen.',
              description: 'Schreibe 135 Minuten in Stunden und Minuten und als Dezimalzahl in Stunden.',
              solution: { text: '135 min = 2 h 15 min = 2,25 h.' },
            },
            {
              title: 'Ich kann Zeitspannen über Mitternacht berechnen.',
              description:
                'Der Nachtzug fährt um 22.50 Uhr ab und kommt um 6.15 Uhr an. Wie lange dauert die Fahrt?',
              solution: { text: '7 h 25 min: bis Mitternacht 1 h 10 min, danach noch 6 h 15 min.' },
            },
          ],
        },
        {
          title: 'Fahrplan lesen',
          type: 'exercise',
          description: 'Übungsfeld: Verbindungen im Online-Fahrplan finden und Umsteigezeiten berechnen.',
          questions: [
            {
              title: 'Ich kann eine Verbindung im Fahrplan finden.',
              description:
                'Suche im Online-Fahrplan eine Verbindung von unserem Schulort nach Luzern, mit der du vor 9 Uhr ankommst.',
              link: 'https://www.sbb.ch/de',
            },
            {
              title: 'Ich kann Umsteigezeiten berechnen.',
              description:
                'Dein Zug kommt um 8.47 Uhr in Olten an, der Anschluss fährt um 8.53 Uhr. Wie viel Zeit hast du zum Umsteigen?',
              solution: { text: '6 Minuten.' },
            },
            {
              title: 'Ich kann eine Reise mit mehreren Umstiegen planen.',
              description:
                'Plane die Reise ins Klassenlager: Abfahrt, Umstiege, Ankunft und die ganze Reisezeit.',
            },
          ],
        },
        {
          title: 'Geschwindigkeit',
          type: 'experiment',
          description:
            'Versuch: die eigene Gehgeschwindigkeit messen und Weg, Zeit und Geschwindigkeit berechnen.',
          questions: [
            {
              title: 'Ich kann meine Gehgeschwindigkeit messen.',
              description:
                'Miss auf dem Pausenplatz 50 m ab und stoppe, wie lange du dafür brauchst. Rechne in m/s und in km/h um.',
            },
            {
              title: 'Ich kann eine Durchschnittsgeschwindigkeit berechnen.',
              description:
                'Ein Velofahrer legt 36 km in 1 h 30 min zurück. Wie schnell fährt er im Durchschnitt?',
              solution: { text: '36 km : 1,5 h = 24 km/h.' },
            },
            {
              title: 'Ich kann die Fahrzeit aus Weg und Geschwindigkeit berechnen.',
              description: 'Wie lange braucht ein Zug, der im Durchschnitt 120 km/h fährt, für 90 km?',
              solution: { text: '90 km : 120 km/h = 0,75 h, also 45 Minuten.' },
            },
          ],
        },
      ],
    },
    {
      name: 'Massstab und Karten',
      description: 'Karten lesen, Strecken mit dem Massstab umrechnen und eine Wanderung planen.',
      topics: [
        {
          title: 'Massstab verstehen',
          type: 'normal',
          description:
            'Was 1 : 25 000 bedeutet und wie man damit Längen auf der Karte und in Wirklichkeit umrechnet.',
          questions: [
            {
              title: 'Ich kann einen Massstab erklären.',
              description: 'Erkläre, was der Massstab 1 : 25 000 auf der Landeskarte bedeutet.',
              solution: { text: '1 cm auf der Karte sind 25 000 cm, also 250 m in Wirklichkeit.' },
            },
            {
              title: 'Ich kann Kartenlängen in wirkliche Längen umrechnen.',
              description:
                'Auf der Karte 1 : 25 000 misst der Weg zum See 7,4 cm. Wie lang ist er in Wirklichkeit?',
              solution: { text: '7,4 · 250 m = 1850 m = 1,85 km.' },
            },
            {
              title: 'Ich kann wirkliche Längen in Kartenlängen umrechnen.',
              description:
                'Der Sportplatz ist 120 m lang. Wie lang ist er auf einem Plan im Massstab 1 : 2000?',
              solution: { text: '120 m = 12 000 cm; 12 000 cm : 2000 = 6 cm.' },
            },
          ],
        },
        {
          title: 'Wanderung planen',
          type: 'project',
          description:
            'Projekt: die Wanderung für den Schulreisetag planen, mit Route, Wanderzeit und Höhenmetern.',
          questions: [
            {
              title: 'Ich kann eine Route auf der Karte ausmessen.',
              description:
                'Miss die Route auf der Landeskarte mit einem Faden aus und rechne die Länge in Kilometer um.',
            },
            {
              title: 'Ich kann die Wanderzeit mit der Faustregel berechnen.',
              description:
                'Faustregel: 4 km pro Stunde in der Ebene und 1 Stunde für je 300 m Aufstieg. Berechne die Wanderzeit für 10 km mit 450 m Aufstieg.',
              solution: { text: '10 km : 4 km/h = 2,5 h, dazu 450 m Aufstieg = 1,5 h: zusammen 4 Stunden.' },
            },
            {
              title: 'Ich kann Höhenmeter aus der Karte ablesen.',
              description: 'Lies an den Höhenkurven ab, wie viele Meter die Route insgesamt aufwärts führt.',
            },
          ],
        },
        {
          title: 'Sachrechnen gemischt',
          type: 'repetition',
          description:
            'Repetition: gemischte Sachaufgaben aus allen drei Bereichen als Vorbereitung auf die Prüfung.',
          questions: [
            {
              title: 'Ich kann Sachaufgaben in Teilschritte zerlegen.',
              description:
                'Schreibe zu jeder Aufgabe auf dem Repetitionsblatt zuerst auf, was gegeben und was gesucht ist.',
            },
            {
              title: 'Ich kann mein Ergebnis mit einer Überschlagsrechnung prüfen.',
              description:
                'Runde die Zahlen jeder Aufgabe und prüfe so, ob dein Ergebnis ungefähr stimmen kann.',
            },
            {
              title: 'Ich kann meinen Lösungsweg verständlich aufschreiben.',
              description:
                'Schreibe den Lösungsweg einer Aufgabe so auf, dass eine Mitschülerin ihn ohne Erklärung versteht.',
            },
          ],
        },
      ],
    },
  ],
}
