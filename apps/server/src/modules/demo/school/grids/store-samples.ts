import type { DemoModuleContent } from '../grid-content'

// Modules a teacher of another school offers in the store, so that the store has something to browse on
// `npm start` (demo-store.ts). Small but complete: every topic has questions with solutions.

export const prozentrechnenModule: DemoModuleContent = {
  name: 'Prozentrechnen',
  description:
    'Vom Anteil zum Prozentsatz: Prozente im Alltag lesen, berechnen und vergleichen. Die unteren Zeilen verlangen mehr Eigenständigkeit.',
  rows: 2,
  columns: 2,
  colour: [34, 110, 150],
  blocks: [
    {
      name: 'Prozente verstehen',
      description: 'Was ein Prozent bedeutet und wie man Anteile als Prozente schreibt.',
      topics: [
        {
          title: 'Anteile als Prozente',
          type: 'normal',
          description: 'Brüche und Dezimalzahlen in Prozente umwandeln.',
          questions: [
            {
              title: 'Ich kann einen Bruch als Prozentsatz schreiben.',
              description: 'Schreibe 3/4, 2/5 und 7/20 als Prozentsatz.',
              solution: { text: '75 %, 40 %, 35 %.' },
            },
            {
              title: 'Ich kann eine Dezimalzahl als Prozentsatz schreiben.',
              description: 'Schreibe 0,3, 0,07 und 1,25 als Prozentsatz.',
              solution: { text: '30 %, 7 %, 125 %.' },
            },
          ],
        },
        {
          title: 'Prozente im Alltag',
          type: 'exercise',
          description: 'Rabatte, Steuern und Umfragen lesen.',
          questions: [
            {
              title: 'Ich kann einen Rabatt berechnen.',
              description:
                'Eine Jacke kostet 120 Franken. Im Ausverkauf gibt es 25 % Rabatt. Was kostet sie jetzt?',
              solution: { text: '25 % von 120 Franken sind 30 Franken; die Jacke kostet 90 Franken.' },
            },
            {
              title: 'Ich kann eine Umfrage in Prozenten beschreiben.',
              description: '18 von 24 Lernenden kommen mit dem Velo. Wie viele Prozent sind das?',
              solution: { text: '18/24 = 0,75 = 75 %.' },
            },
          ],
        },
      ],
    },
    {
      name: 'Grundwert und Prozentwert',
      description: 'Mit dem Dreisatz oder mit Faktoren rechnen.',
      topics: [
        {
          title: 'Prozentwert berechnen',
          type: 'normal',
          description: 'Den Anteil zu einem gegebenen Prozentsatz finden.',
          questions: [
            {
              title: 'Ich kann 15 % von einer Zahl berechnen.',
              description: 'Berechne 15 % von 80 und von 240.',
              solution: { text: '12 und 36.' },
            },
            {
              title: 'Ich kann den Prozentwert mit einem Faktor berechnen.',
              description: 'Berechne 8 % von 350 mit dem Faktor 0,08.',
              solution: { text: '350 · 0,08 = 28.' },
            },
          ],
        },
        {
          title: 'Grundwert bestimmen',
          type: 'challenge',
          description: 'Vom Anteil zurück zum Ganzen.',
          questions: [
            {
              title: 'Ich kann den Grundwert aus Prozentwert und Prozentsatz berechnen.',
              description: '30 % einer Klasse sind 6 Lernende. Wie gross ist die Klasse?',
              solution: { text: '6 : 0,3 = 20 Lernende.' },
            },
            {
              title: 'Ich kann den Preis vor einer Erhöhung berechnen.',
              description: 'Nach einer Erhöhung um 10 % kostet ein Abo 66 Franken. Was kostete es vorher?',
              solution: { text: '66 : 1,1 = 60 Franken.' },
            },
          ],
        },
      ],
    },
  ],
}

export const wetterModule: DemoModuleContent = {
  name: 'Wetter und Klima',
  description:
    'Wetter beobachten, messen und beschreiben, und den Unterschied zwischen Wetter und Klima verstehen. Mit Messaufträgen für draussen.',
  rows: 2,
  columns: 2,
  colour: [70, 140, 90],
  blocks: [
    {
      name: 'Wetter beobachten',
      description: 'Messen und notieren, was man draussen sieht.',
      topics: [
        {
          title: 'Temperatur messen',
          type: 'experiment',
          description: 'Mit dem Thermometer eine Woche lang messen.',
          questions: [
            {
              title: 'Ich kann die Temperatur richtig ablesen und notieren.',
              description:
                'Miss eine Woche lang jeden Morgen um 8 Uhr im Schatten und trage die Werte in eine Tabelle ein.',
              solution: {
                text: 'Im Schatten messen, auf Augenhöhe ablesen, Wert mit Einheit (°C) notieren.',
              },
            },
            {
              title: 'Ich kann aus meinen Messungen einen Durchschnitt berechnen.',
              description: 'Berechne den Durchschnitt deiner sieben Morgentemperaturen.',
              solution: { text: 'Alle Werte addieren und durch 7 teilen.' },
            },
          ],
        },
        {
          title: 'Wolken erkennen',
          type: 'normal',
          description: 'Die häufigsten Wolkenarten und was sie ankündigen.',
          questions: [
            {
              title: 'Ich kann Haufen-, Schicht- und Federwolken unterscheiden.',
              description: 'Beschreibe zu jeder Wolkenart ihr Aussehen und ihre Höhe.',
              solution: {
                text: 'Haufenwolken: gewölbt, mittlere Höhe; Schichtwolken: flach und grau, tief; Federwolken: dünn, sehr hoch.',
              },
            },
            {
              title: 'Ich kann sagen, welche Wolken Regen bringen.',
              description: 'Welche Wolken kündigen Gewitter an, welche Landregen?',
              solution: { text: 'Hoch aufgetürmte Haufenwolken: Gewitter; dichte Schichtwolken: Landregen.' },
            },
          ],
        },
      ],
    },
    {
      name: 'Klima verstehen',
      description: 'Vom Wetter eines Tages zum Klima einer Region.',
      topics: [
        {
          title: 'Wetter oder Klima?',
          type: 'normal',
          description: 'Zwei Begriffe auseinanderhalten.',
          questions: [
            {
              title: 'Ich kann den Unterschied zwischen Wetter und Klima erklären.',
              description: 'Erkläre in zwei Sätzen, was Wetter und was Klima ist.',
              solution: {
                text: 'Wetter ist der Zustand der Luft an einem Ort zu einer Zeit; Klima ist das durchschnittliche Wetter über mindestens 30 Jahre.',
              },
            },
            {
              title: 'Ich kann Aussagen dem Wetter oder dem Klima zuordnen.',
              description:
                '«Morgen regnet es in Bern.» «In Lugano ist es im Mittel wärmer als in Basel.» Ordne zu.',
              solution: { text: 'Der erste Satz betrifft das Wetter, der zweite das Klima.' },
            },
          ],
        },
        {
          title: 'Ein Klimadiagramm lesen',
          type: 'repetition',
          description: 'Temperatur und Niederschlag eines Ortes über ein Jahr.',
          questions: [
            {
              title: 'Ich kann den wärmsten und den nassesten Monat ablesen.',
              description: 'Suche im Klimadiagramm von Zürich den wärmsten und den nassesten Monat.',
              solution: {
                text: 'In Zürich ist der Juli am wärmsten; die meisten Niederschläge fallen im Sommer.',
              },
            },
            {
              title: 'Ich kann zwei Klimadiagramme vergleichen.',
              description: 'Vergleiche Zürich und Lugano: Wo ist es wärmer, wo fällt mehr Regen?',
              solution: {
                text: 'Lugano ist wärmer und hat mehr Niederschlag, vor allem im Frühling und Herbst.',
              },
            },
          ],
        },
      ],
    },
  ],
}

export const satzgliederModule: DemoModuleContent = {
  name: 'Satzglieder bestimmen',
  description:
    'Subjekt, Prädikat und Objekte mit der Umstellprobe finden und benennen. Für die 5. und 6. Klasse, mit vielen Beispielsätzen.',
  rows: 2,
  columns: 2,
  colour: [150, 70, 110],
  blocks: [
    {
      name: 'Satzglieder finden',
      description: 'Mit der Umstellprobe Satzglieder abgrenzen.',
      topics: [
        {
          title: 'Die Umstellprobe',
          type: 'normal',
          description: 'Was zusammen verschoben werden kann, ist ein Satzglied.',
          questions: [
            {
              title: 'Ich kann einen Satz mit der Umstellprobe umstellen.',
              description: 'Stelle den Satz «Der Hund bringt dem Kind den Ball» zweimal um.',
              solution: { text: 'Dem Kind bringt der Hund den Ball. Den Ball bringt der Hund dem Kind.' },
            },
            {
              title: 'Ich kann die Satzglieder eines Satzes abgrenzen.',
              description: 'Trenne die Satzglieder: «Am Morgen liest meine Schwester die Zeitung.»',
              solution: { text: 'Am Morgen | liest | meine Schwester | die Zeitung.' },
            },
          ],
        },
        {
          title: 'Das Prädikat',
          type: 'exercise',
          description: 'Das Verb im Satz und seine Teile.',
          questions: [
            {
              title: 'Ich kann das Prädikat eines Satzes finden.',
              description: 'Unterstreiche das Prädikat: «Die Kinder spielen im Hof.»',
              solution: { text: 'spielen' },
            },
            {
              title: 'Ich kann ein mehrteiliges Prädikat erkennen.',
              description: 'Finde beide Teile: «Wir fangen morgen früh an.»',
              solution: { text: 'fangen … an' },
            },
          ],
        },
      ],
    },
    {
      name: 'Satzglieder benennen',
      description: 'Mit Fragen das Subjekt und die Objekte bestimmen.',
      topics: [
        {
          title: 'Subjekt und Akkusativobjekt',
          type: 'normal',
          description: 'Wer oder was? Wen oder was?',
          questions: [
            {
              title: 'Ich kann das Subjekt mit der Frage «Wer oder was?» bestimmen.',
              description: 'Bestimme das Subjekt: «Im Garten wächst ein Apfelbaum.»',
              solution: { text: 'ein Apfelbaum' },
            },
            {
              title: 'Ich kann das Akkusativobjekt bestimmen.',
              description: 'Bestimme das Akkusativobjekt: «Lea schreibt einen Brief.»',
              solution: { text: 'einen Brief' },
            },
          ],
        },
        {
          title: 'Das Dativobjekt',
          type: 'challenge',
          description: 'Wem?',
          questions: [
            {
              title: 'Ich kann das Dativobjekt mit der Frage «Wem?» bestimmen.',
              description: 'Bestimme das Dativobjekt: «Der Lehrer erklärt den Lernenden die Aufgabe.»',
              solution: { text: 'den Lernenden' },
            },
            {
              title: 'Ich kann alle Satzglieder eines Satzes benennen.',
              description: 'Benenne alle Satzglieder: «Mein Onkel schenkt mir ein Buch.»',
              solution: {
                text: 'Mein Onkel: Subjekt; schenkt: Prädikat; mir: Dativobjekt; ein Buch: Akkusativobjekt.',
              },
            },
          ],
        },
      ],
    },
  ],
}
