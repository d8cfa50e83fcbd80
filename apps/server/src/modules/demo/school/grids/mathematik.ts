import type { DemoModuleContent } from '../grid-content'

export const mathematikModule: DemoModuleContent = {
  name: 'Mathematik: Kompetenzraster',
  description:
    'Die Themen des Semesters in der 7. Klasse: Brüche und Prozente, Terme und Gleichungen, Flächen, Körper und Daten. Jede Spalte ist ein Kompetenzbereich; von oben nach unten werden die Themen anspruchsvoller.',
  rows: 4,
  columns: 3,
  colour: [52, 101, 164],
  blocks: [
    {
      name: 'Brüche und Prozente',
      description:
        'Anteile als Bruch, Dezimalzahl und Prozent darstellen, ineinander umrechnen und in Alltagssituationen verwenden.',
      topics: [
        {
          title: 'Brüche erweitern und kürzen',
          type: 'normal',
          description:
            'Gleichwertige Brüche erkennen und Brüche vollständig kürzen: die Grundlage für jede weitere Bruchrechnung.',
          questions: [
            {
              title: 'Ich kann einen Bruch erweitern.',
              description:
                'Erweitere 3/4 mit 5. Zähler und Nenner werden dabei mit derselben Zahl multipliziert.',
              solution: {
                text: '3/4 = 15/20. Der Wert des Bruchs bleibt gleich, nur die Einteilung wird feiner.',
              },
            },
            {
              title: 'Ich kann einen Bruch vollständig kürzen.',
              description:
                'Löse die vier Aufgaben auf dem Arbeitsblatt und nenne jedes Mal den grössten gemeinsamen Teiler, mit dem du gekürzt hast.',
              solution: {
                pdf: {
                  fileName: 'loesungen-brueche-kuerzen.pdf',
                  title: 'Lösungen: Brüche vollständig kürzen',
                  paragraphs: [
                    'Aufgabe 1: 36/48 = 3/4. Der grösste gemeinsame Teiler von 36 und 48 ist 12.',
                    'Aufgabe 2: 45/60 = 3/4. Gekürzt mit 15.',
                    'Aufgabe 3: 28/42 = 2/3. Gekürzt mit 14.',
                    'Aufgabe 4: 72/90 = 4/5. Gekürzt mit 18.',
                    '',
                    'So gehst du vor: Suche den grössten Teiler, durch den sich Zähler und Nenner ohne Rest teilen lassen. Siehst du ihn nicht sofort, kürze schrittweise, zuerst mit 2, dann mit 3, mit 5 und so weiter.',
                    '',
                    'Prüfe zum Schluss: Haben Zähler und Nenner ausser 1 noch einen gemeinsamen Teiler? Dann ist der Bruch noch nicht vollständig gekürzt.',
                  ],
                },
              },
            },
            {
              title: 'Ich kann gleichwertige Brüche erkennen.',
              description:
                'Welche der Brüche 2/3, 8/12, 10/15 und 12/16 haben denselben Wert? Begründe mit Erweitern oder Kürzen. Die Erklärung im Link hilft dir dabei.',
              link: 'https://de.wikipedia.org/wiki/Bruchrechnung',
              solution: {
                text: '2/3, 8/12 und 10/15 sind gleichwertig: Gekürzt ergeben alle 2/3. 12/16 ergibt gekürzt 3/4.',
              },
            },
          ],
        },
        {
          title: 'Dezimalzahlen',
          type: 'exercise',
          description:
            'Übungsfeld: Brüche und Dezimalzahlen ineinander umwandeln und der Grösse nach ordnen.',
          questions: [
            {
              title: 'Ich kann einen Bruch in eine Dezimalzahl umwandeln.',
              description:
                'Wandle 3/8 und 7/20 in Dezimalzahlen um. Erweitere dazu, wenn möglich, auf einen Zehnerbruch.',
              solution: { text: '3/8 = 0,375 (schriftlich dividiert) und 7/20 = 35/100 = 0,35.' },
            },
            {
              title: 'Ich kann Dezimalzahlen der Grösse nach ordnen.',
              description: 'Ordne 0,5; 0,45; 0,505 und 0,054 von der kleinsten zur grössten Zahl.',
              solution: { text: '0,054 < 0,45 < 0,5 < 0,505. Vergleiche die Stellen von links nach rechts.' },
            },
            {
              title: 'Ich kann periodische Dezimalzahlen erkennen.',
              description:
                'Rechne 1/3, 2/9 und 5/6 schriftlich aus und markiere die Ziffern, die sich wiederholen.',
              solution: {
                text: '1/3 = 0,333…, 2/9 = 0,222… und 5/6 = 0,8333…; bei 5/6 wiederholt sich nur die 3.',
              },
            },
          ],
        },
        {
          title: 'Prozentrechnen',
          type: 'normal',
          description:
            'Prozentwert, Prozentsatz und Grundwert berechnen, auch bei Rabatten und Preiserhöhungen.',
          questions: [
            {
              title: 'Ich kann einen Prozentwert berechnen.',
              description:
                'Berechne 15 % von 240 Franken. Schreibe deinen Lösungsweg mit dem Dreisatz oder mit dem Faktor 0,15 auf.',
              solution: { text: '0,15 · 240 Franken = 36 Franken.' },
            },
            {
              title: 'Ich kann einen Prozentsatz bestimmen.',
              description: 'In der Klasse sind 6 von 24 Lernenden Linkshänder. Wie viel Prozent sind das?',
              solution: { text: '6/24 = 1/4 = 25 %.' },
            },
            {
              title: 'Ich kann Rabatte berechnen.',
              description:
                'Ein Velo kostet 480 Franken, im Ausverkauf gibt es 25 % Rabatt. Berechne den neuen Preis auf zwei Arten: über den Rabatt und direkt mit 75 %.',
              solution: { link: 'https://de.wikipedia.org/wiki/Prozentrechnung' },
            },
            {
              title: 'Ich kann den Grundwert berechnen.',
              description:
                'Nach einer Preiserhöhung um 10 % kostet ein Konzertticket 66 Franken. Wie viel kostete es vorher?',
              solution: {
                text: '66 Franken sind 110 %. Also ist 1 % 0,60 Franken und 100 % sind 60 Franken.',
              },
            },
          ],
        },
        {
          title: 'Proportionalität',
          type: 'project',
          description:
            'Projekt: Die Klasse plant ein Znüni für alle und rechnet dazu Rezepte um. Proportionale Zuordnungen erkennen und mit dem Dreisatz lösen.',
          questions: [
            {
              title: 'Ich kann proportionale Zuordnungen erkennen.',
              description: 'Prüfe bei drei Wertetabellen, ob die Quotienten der Wertepaare gleich bleiben.',
              solution: {
                text: 'Eine Zuordnung ist proportional, wenn alle Wertepaare denselben Quotienten haben: Verdoppelt sich die eine Grösse, verdoppelt sich auch die andere.',
              },
            },
            {
              title: 'Ich kann ein Rezept auf eine andere Personenzahl umrechnen.',
              description:
                'Für 4 Personen braucht es 300 g Mehl und 3 Eier. Rechne das Rezept für 24 Personen um und halte die Rechnung fest.',
              solution: { text: 'Der Faktor ist 6: 1800 g Mehl und 18 Eier.' },
            },
            {
              title: 'Ich kann den Dreisatz anwenden.',
              description:
                '5 Hefte kosten 7,50 Franken. Was kosten 8 Hefte? Schreibe die drei Schritte des Dreisatzes auf.',
              solution: { link: 'https://de.wikipedia.org/wiki/Dreisatz' },
            },
            {
              title: 'Ich kann eine proportionale Zuordnung als Graph darstellen.',
              description:
                'Zeichne den Graphen der Zuordnung «Anzahl Hefte → Preis». Woran erkennst du im Graphen, dass die Zuordnung proportional ist?',
              solution: { text: 'Die Punkte liegen auf einer Geraden, die durch den Nullpunkt geht.' },
            },
          ],
        },
      ],
    },
    {
      name: 'Terme und Gleichungen',
      description: 'Mit negativen Zahlen rechnen, Terme umformen und Gleichungen Schritt für Schritt lösen.',
      topics: [
        {
          title: 'Negative Zahlen',
          type: 'repetition',
          description:
            'Repetition aus der 6. Klasse: Zahlen auf der Zahlengeraden, Temperaturen und Kontostände; rechnen über die Null hinaus.',
          questions: [
            {
              title: 'Ich kann negative Zahlen auf der Zahlengeraden ordnen.',
              description:
                'Trage −7, −2, 0, 3 und −4,5 auf einer Zahlengeraden ein und ordne sie der Grösse nach.',
              solution: { text: '−7 < −4,5 < −2 < 0 < 3.' },
            },
            {
              title: 'Ich kann mit negativen Zahlen addieren und subtrahieren.',
              description:
                'Am Morgen ist es −6 °C, bis am Mittag wird es 9 Grad wärmer. Wie warm ist es am Mittag? Berechne auch 4 − 11 und −3 − 5.',
              solution: { text: '−6 + 9 = 3, also 3 °C. 4 − 11 = −7 und −3 − 5 = −8.' },
            },
            {
              title: 'Ich kann negative Zahlen multiplizieren und dividieren.',
              description:
                'Formuliere die Vorzeichenregeln in eigenen Worten und berechne (−4) · 6, (−5) · (−3) und 24 : (−8).',
              solution: {
                text: 'Gleiche Vorzeichen ergeben ein positives, verschiedene ein negatives Ergebnis: −24, 15 und −3.',
              },
            },
          ],
        },
        {
          title: 'Terme vereinfachen',
          type: 'normal',
          description:
            'Gleichartige Terme zusammenfassen, Klammern auflösen und Terme zu Sachsituationen aufstellen.',
          questions: [
            {
              title: 'Ich kann gleichartige Terme zusammenfassen.',
              description: 'Vereinfache 3x + 5y − x + 2y und 4a + 7 − 2a − 3.',
              solution: { text: '2x + 7y und 2a + 4.' },
            },
            {
              title: 'Ich kann Klammern auflösen.',
              description: 'Löse die Klammern auf und vereinfache: 3(x + 4) − 2(x − 1).',
              solution: { text: '3x + 12 − 2x + 2 = x + 14.' },
            },
            {
              title: 'Ich kann einen Term zu einer Sachsituation aufstellen.',
              description:
                'Ein Kinoeintritt kostet 15 Franken, ein Popcorn 6 Franken. Stelle einen Term für den Betrag auf, den x Personen bezahlen, wenn alle ein Popcorn kaufen.',
              solution: { text: '15x + 6x = 21x Franken.' },
            },
          ],
        },
        {
          title: 'Gleichungen lösen',
          type: 'exercise',
          description:
            'Übungsfeld: Gleichungen mit Äquivalenzumformungen lösen und die Lösung mit der Probe kontrollieren.',
          questions: [
            {
              title: 'Ich kann eine Gleichung mit Umkehroperationen lösen.',
              description:
                'Löse 3x + 7 = 25 und notiere bei jedem Schritt, was du auf beiden Seiten rechnest.',
              solution: { text: '3x + 7 = 25 | −7, also 3x = 18 | :3, also x = 6.' },
            },
            {
              title: 'Ich kann die Probe machen.',
              description:
                'Setze deine Lösung in die Ausgangsgleichung ein und zeige, dass beide Seiten gleich sind.',
              solution: { text: '3 · 6 + 7 = 18 + 7 = 25. Beide Seiten sind gleich, die Lösung stimmt.' },
            },
            {
              title: 'Ich kann Gleichungen mit x auf beiden Seiten lösen.',
              description: 'Löse 5x − 4 = 2x + 11. Bringe zuerst alle Terme mit x auf eine Seite.',
              solution: { text: '3x − 4 = 11, also 3x = 15 und x = 5.' },
            },
            {
              title: 'Ich kann eine Textaufgabe mit einer Gleichung lösen.',
              description:
                'Lena ist 3 Jahre älter als ihr Bruder, zusammen sind sie 27 Jahre alt. Stelle eine Gleichung auf und löse sie.',
              solution: {
                text: 'x + (x + 3) = 27, also 2x = 24 und x = 12. Der Bruder ist 12, Lena 15 Jahre alt.',
              },
            },
          ],
        },
        {
          title: 'Potenzen',
          type: 'challenge',
          description:
            'Vertiefung: Potenzschreibweise, Zehnerpotenzen und sehr grosse Zahlen in wissenschaftlicher Schreibweise.',
          questions: [
            {
              title: 'Ich kann Produkte gleicher Faktoren als Potenz schreiben.',
              description:
                'Schreibe 2 · 2 · 2 · 2 · 2 als Potenz und berechne den Wert. Was bedeuten Basis und Exponent?',
              solution: {
                text: '2⁵ = 32. Die Basis 2 ist der Faktor, der Exponent 5 sagt, wie oft er vorkommt.',
              },
            },
            {
              title: 'Ich kann grosse Zahlen mit Zehnerpotenzen schreiben.',
              description:
                'Die Sonne ist etwa 150 000 000 km von der Erde entfernt. Schreibe diese Zahl mit einer Zehnerpotenz.',
              solution: { text: '1,5 · 10⁸ km.' },
            },
            {
              title: 'Ich kann Potenzen mit gleicher Basis multiplizieren.',
              description:
                'Berechne 3² · 3³ auf zwei Arten: zuerst ausgerechnet, dann mit einer Potenzregel.',
              solution: { link: 'https://de.wikipedia.org/wiki/Potenz_(Mathematik)' },
            },
          ],
        },
      ],
    },
    {
      name: 'Form, Raum und Daten',
      description:
        'Flächen und Körper berechnen, Daten aus Diagrammen lesen und Wahrscheinlichkeiten bestimmen.',
      topics: [
        {
          title: 'Flächen berechnen',
          type: 'normal',
          description:
            'Den Flächeninhalt von Rechteck, Dreieck, Parallelogramm und zusammengesetzten Figuren bestimmen.',
          questions: [
            {
              title: 'Ich kann den Flächeninhalt von Rechteck und Dreieck berechnen.',
              description:
                'Ein Rechteck ist 8 cm lang und 5 cm breit. Berechne seine Fläche und die Fläche der Dreiecke, die entstehen, wenn du es entlang einer Diagonale halbierst.',
              solution: { text: 'Rechteck: 8 cm · 5 cm = 40 cm². Jedes der beiden Dreiecke hat 20 cm².' },
            },
            {
              title: 'Ich kann den Flächeninhalt eines Parallelogramms berechnen.',
              description:
                'Erkläre mit einer Skizze, warum für das Parallelogramm dieselbe Formel gilt wie für das Rechteck: Grundseite mal Höhe.',
              solution: { link: 'https://de.wikipedia.org/wiki/Parallelogramm' },
            },
            {
              title: 'Ich kann zusammengesetzte Flächen berechnen.',
              description:
                'Der Grundriss eines Zimmers ist L-förmig. Zerlege ihn in Rechtecke und berechne die Bodenfläche.',
            },
          ],
        },
        {
          title: 'Volumen',
          type: 'experiment',
          description:
            'Experiment: Das Volumen von Körpern mit Wasser und Messbecher bestimmen und mit der Rechnung vergleichen.',
          questions: [
            {
              title: 'Ich kann das Volumen eines Quaders berechnen.',
              description: 'Eine Schachtel ist 12 cm lang, 8 cm breit und 5 cm hoch. Berechne ihr Volumen.',
              solution: { text: '12 cm · 8 cm · 5 cm = 480 cm³.' },
            },
            {
              title: 'Ich kann Volumeneinheiten umrechnen.',
              description:
                'Wie viele Liter passen in ein Aquarium von 60 cm × 30 cm × 40 cm? Es gilt: 1 dm³ = 1 Liter.',
              solution: { text: '6 dm · 3 dm · 4 dm = 72 dm³, also 72 Liter.' },
            },
            {
              title: 'Ich kann das Volumen eines Körpers mit Wasser bestimmen.',
              description:
                'Lege einen Stein in einen Messbecher mit Wasser. Notiere den Wasserstand vorher und nachher und bestimme daraus das Volumen des Steins.',
            },
          ],
        },
        {
          title: 'Diagramme lesen',
          type: 'normal',
          description: 'Säulen- und Kreisdiagramme lesen, selbst zeichnen und kritisch beurteilen.',
          questions: [
            {
              title: 'Ich kann Werte aus einem Säulendiagramm ablesen.',
              description:
                'Das Diagramm zeigt, wie die 24 Lernenden einer Klasse zur Schule kommen, von links nach rechts: zu Fuss, mit dem Velo, mit dem Bus, mit dem Trottinett, mit dem Auto. Lies die Anzahlen ab.',
              link: { chart: { fileName: 'umfrage-schulweg.png', values: [7, 9, 4, 3, 1], step: 2 } },
              solution: { text: 'Zu Fuss 7, Velo 9, Bus 4, Trottinett 3, Auto 1; zusammen 24 Lernende.' },
            },
            {
              title: 'Ich kann Anteile in einem Kreisdiagramm darstellen.',
              description:
                'Stelle dieselbe Umfrage als Kreisdiagramm dar. Berechne zuerst für jede Antwort den Winkel des Kreissektors.',
              solution: {
                text: 'Jede Person entspricht 360° : 24 = 15°. Zu Fuss 105°, Velo 135°, Bus 60°, Trottinett 45°, Auto 15°.',
              },
            },
            {
              title: 'Ich kann irreführende Diagramme erkennen.',
              description:
                'Eine Zeitung zeigt ein Säulendiagramm, dessen Achse erst bei 90 beginnt. Erkläre, warum die Unterschiede dadurch grösser wirken, als sie sind.',
            },
          ],
        },
        {
          title: 'Wahrscheinlichkeit',
          type: 'challenge',
          description:
            'Vertiefung: Wahrscheinlichkeiten bei Zufallsexperimenten berechnen und mit Versuchsreihen vergleichen.',
          questions: [
            {
              title: 'Ich kann die Wahrscheinlichkeit bei einem Würfelwurf angeben.',
              description:
                'Wie gross ist die Wahrscheinlichkeit, mit einem Würfel eine gerade Zahl zu werfen? Gib sie als Bruch und in Prozent an.',
              solution: { text: '3 der 6 Augenzahlen sind gerade: 3/6 = 1/2 = 50 %.' },
            },
            {
              title: 'Ich kann eine Versuchsreihe auswerten.',
              description:
                'Wirf eine Münze 50-mal und notiere, wie oft Kopf fällt. Vergleiche die relative Häufigkeit mit der erwarteten Wahrscheinlichkeit.',
            },
            {
              title: 'Ich kann Wahrscheinlichkeiten mit einem Baumdiagramm bestimmen.',
              description:
                'In einem Säckchen liegen 3 rote und 2 blaue Kugeln. Du ziehst zwei Kugeln, ohne die erste zurückzulegen. Wie gross ist die Wahrscheinlichkeit für zwei rote Kugeln?',
              solution: { text: '3/5 · 2/4 = 6/20 = 3/10, also 30 %.' },
            },
            {
              title: 'Ich kann beurteilen, ob ein Spiel fair ist.',
              description:
                'Mit zwei Würfeln: Anna gewinnt bei der Augensumme 7, Ben bei 2 oder 12. Ist das Spiel fair? Begründe.',
              solution: {
                text: 'Nein. Die Summe 7 ergibt sich auf 6 von 36 Arten, die Summen 2 und 12 zusammen nur auf 2 von 36. Anna ist im Vorteil.',
              },
            },
          ],
        },
      ],
    },
  ],
}
