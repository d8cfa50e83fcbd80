import type { DemoModuleContent } from '../grid-content'

/**
 * A grid the demo teacher is still building: all six blocks are named, the lower levels are filled
 * first (four, four, three, three, two and two topics), the higher levels are still empty.
 */
export const geometrieEntwurfModule: DemoModuleContent = {
  name: 'Geometrie 8. Klasse (Entwurf)',
  description:
    'Ein neues Raster für das nächste Semester: Winkel, Dreiecke, Vierecke, Kreis, Körper und Abbildungen. Die Grundlagen stehen, die anspruchsvolleren Niveaus folgen noch.',
  rows: 6,
  columns: 6,
  colour: null,
  blocks: [
    {
      name: 'Winkel',
      description: 'Winkel schätzen, messen und zeichnen; Winkelbeziehungen erkennen und begründen.',
      topics: [
        {
          title: 'Winkelarten',
          type: 'normal',
          description: 'Spitze, rechte, stumpfe, gestreckte und überstumpfe Winkel unterscheiden.',
          questions: [
            {
              title: 'Ich kann Winkelarten benennen.',
              description: 'Ordne die Winkel 35°, 90°, 120°, 180° und 250° ihrer Winkelart zu.',
              solution: { text: '35° spitz, 90° recht, 120° stumpf, 180° gestreckt, 250° überstumpf.' },
            },
            {
              title: 'Ich kann Winkel schätzen.',
              description:
                'Schätze fünf Winkel im Schulzimmer und überprüfe deine Schätzung mit dem Geodreieck.',
            },
          ],
        },
        {
          title: 'Winkel messen und zeichnen',
          type: 'exercise',
          description: 'Übungsfeld: Winkel mit dem Geodreieck genau messen und zeichnen.',
          questions: [
            {
              title: 'Ich kann Winkel mit dem Geodreieck messen.',
              description: 'Miss die Winkel auf dem Arbeitsblatt auf ein Grad genau.',
            },
            {
              title: 'Ich kann Winkel mit vorgegebener Grösse zeichnen.',
              description: 'Zeichne Winkel von 48°, 135° und 210°.',
            },
          ],
        },
        {
          title: 'Winkel an Geradenkreuzungen',
          type: 'normal',
          description: 'Scheitelwinkel, Nebenwinkel, Stufenwinkel und Wechselwinkel erkennen.',
          questions: [
            {
              title: 'Ich kann Scheitel- und Nebenwinkel bestimmen.',
              description:
                'Zwei Geraden schneiden sich, ein Winkel misst 65°. Bestimme die drei anderen Winkel.',
              solution: { text: 'Der Scheitelwinkel misst ebenfalls 65°, die beiden Nebenwinkel je 115°.' },
            },
            {
              title: 'Ich kann Stufen- und Wechselwinkel an Parallelen erkennen.',
              description:
                'Markiere an zwei Parallelen, die von einer Geraden geschnitten werden, gleich grosse Winkel mit derselben Farbe.',
            },
          ],
        },
        {
          title: 'Winkelsumme im Dreieck',
          type: 'challenge',
          description: 'Vertiefung: Die Winkelsumme im Dreieck begründen und für Berechnungen nutzen.',
          questions: [
            {
              title: 'Ich kann fehlende Winkel im Dreieck berechnen.',
              description: 'In einem Dreieck messen zwei Winkel 47° und 68°. Berechne den dritten Winkel.',
              solution: { text: '180° − 47° − 68° = 65°.' },
            },
            {
              title: 'Ich kann begründen, warum die Winkelsumme 180° beträgt.',
              description:
                'Reisse die drei Ecken eines Papierdreiecks ab und lege sie aneinander. Erkläre, was du siehst.',
            },
          ],
        },
      ],
    },
    {
      name: 'Dreiecke',
      description:
        'Dreiecke nach Seiten und Winkeln einteilen, konstruieren und ihre besonderen Linien kennen.',
      topics: [
        {
          title: 'Dreiecksarten',
          type: 'normal',
          description: 'Dreiecke nach ihren Seiten und nach ihren Winkeln einteilen.',
          questions: [
            {
              title: 'Ich kann Dreiecke nach ihren Seiten einteilen.',
              description:
                'Erkläre die Begriffe gleichseitig, gleichschenklig und ungleichseitig mit je einer Skizze.',
            },
            {
              title: 'Ich kann Dreiecke nach ihren Winkeln einteilen.',
              description: 'Zeichne ein spitzwinkliges, ein rechtwinkliges und ein stumpfwinkliges Dreieck.',
            },
          ],
        },
        {
          title: 'Dreiecke konstruieren',
          type: 'exercise',
          description:
            'Übungsfeld: Dreiecke aus drei gegebenen Stücken mit Zirkel und Geodreieck konstruieren.',
          questions: [
            {
              title: 'Ich kann ein Dreieck aus drei Seiten konstruieren.',
              description:
                'Konstruiere das Dreieck mit a = 6 cm, b = 5 cm und c = 4 cm und beschreibe deine Schritte.',
            },
            {
              title: 'Ich kann entscheiden, ob ein Dreieck konstruierbar ist.',
              description: 'Lässt sich ein Dreieck mit den Seiten 3 cm, 4 cm und 8 cm zeichnen? Begründe.',
              solution: {
                text: 'Nein. Zwei Seiten zusammen müssen länger sein als die dritte; 3 cm + 4 cm sind kürzer als 8 cm.',
              },
            },
          ],
        },
        {
          title: 'Besondere Linien im Dreieck',
          type: 'normal',
          description: 'Mittelsenkrechte, Winkelhalbierende und Höhen konstruieren und nutzen.',
          questions: [
            {
              title: 'Ich kann den Umkreis eines Dreiecks konstruieren.',
              description: 'Konstruiere die drei Mittelsenkrechten und zeichne den Umkreis.',
            },
            {
              title: 'Ich kann die Höhen eines Dreiecks zeichnen.',
              description:
                'Zeichne in einem stumpfwinkligen Dreieck alle drei Höhen. Wo liegt ihr Schnittpunkt?',
              solution: {
                text: 'Beim stumpfwinkligen Dreieck liegt der Schnittpunkt der Höhen ausserhalb des Dreiecks.',
              },
            },
          ],
        },
        {
          title: 'Satz des Pythagoras',
          type: 'challenge',
          description: 'Vertiefung: Im rechtwinkligen Dreieck fehlende Seiten berechnen.',
          questions: [
            {
              title: 'Ich kann die Hypotenuse berechnen.',
              description:
                'Die Katheten eines rechtwinkligen Dreiecks messen 6 cm und 8 cm. Berechne die Hypotenuse.',
              solution: { text: 'c² = 6² + 8² = 36 + 64 = 100, also c = 10 cm.' },
            },
            {
              title: 'Ich kann den Satz des Pythagoras in Sachaufgaben anwenden.',
              description:
                'Eine 5 m lange Leiter steht 1,4 m von der Wand entfernt. Wie hoch reicht sie an der Wand?',
              solution: { text: 'h² = 5² − 1,4² = 25 − 1,96 = 23,04, also h = 4,8 m.' },
            },
          ],
        },
      ],
    },
    {
      name: 'Vierecke',
      description: 'Vierecke an ihren Eigenschaften erkennen, ordnen und berechnen.',
      topics: [
        {
          title: 'Vierecksarten',
          type: 'normal',
          description: 'Quadrat, Rechteck, Raute, Parallelogramm, Trapez und Drachenviereck unterscheiden.',
          questions: [
            {
              title: 'Ich kann Vierecke an ihren Eigenschaften erkennen.',
              description:
                'Beschreibe für jede Vierecksart, welche Seiten parallel und welche gleich lang sind.',
            },
            {
              title: 'Ich kann die Diagonalen von Vierecken untersuchen.',
              description: 'Bei welchen Vierecken stehen die Diagonalen senkrecht aufeinander?',
              solution: { text: 'Beim Quadrat, bei der Raute und beim Drachenviereck.' },
            },
          ],
        },
        {
          title: 'Umfang und Fläche von Vierecken',
          type: 'exercise',
          description: 'Übungsfeld: Umfang und Flächeninhalt von Parallelogramm und Trapez berechnen.',
          questions: [
            {
              title: 'Ich kann den Flächeninhalt eines Trapezes berechnen.',
              description: 'Die parallelen Seiten messen 7 cm und 5 cm, die Höhe 4 cm. Berechne die Fläche.',
              solution: { text: '(7 cm + 5 cm) : 2 · 4 cm = 24 cm².' },
            },
            {
              title: 'Ich kann den Umfang von Vierecken berechnen.',
              description: 'Berechne den Umfang eines Parallelogramms mit den Seiten 6 cm und 3,5 cm.',
              solution: { text: '2 · (6 cm + 3,5 cm) = 19 cm.' },
            },
          ],
        },
        {
          title: 'Das Haus der Vierecke',
          type: 'normal',
          description: 'Die Vierecke nach ihren Eigenschaften ordnen und ihre Beziehungen erklären.',
          questions: [
            {
              title: 'Ich kann das Haus der Vierecke erklären.',
              description:
                'Erkläre, warum jedes Quadrat ein Rechteck ist, aber nicht jedes Rechteck ein Quadrat.',
            },
            {
              title: 'Ich kann Vierecke nach ihren Symmetrien ordnen.',
              description: 'Ordne die Vierecke nach der Anzahl ihrer Symmetrieachsen.',
              solution: {
                text: 'Quadrat 4; Rechteck und Raute je 2; Drachenviereck und gleichschenkliges Trapez je 1; Parallelogramm keine.',
              },
            },
          ],
        },
      ],
    },
    {
      name: 'Kreis',
      description: 'Begriffe am Kreis kennen, Umfang und Fläche bestimmen.',
      topics: [
        {
          title: 'Kreisbegriffe',
          type: 'normal',
          description: 'Mittelpunkt, Radius, Durchmesser, Sehne und Tangente unterscheiden.',
          questions: [
            {
              title: 'Ich kann die Begriffe am Kreis erklären.',
              description:
                'Zeichne einen Kreis und beschrifte Mittelpunkt, Radius, Durchmesser, Sehne und Tangente.',
            },
            {
              title: 'Ich kann Kreise nach Angaben zeichnen.',
              description:
                'Zeichne einen Kreis mit dem Durchmesser 7 cm. Welchen Radius stellst du am Zirkel ein?',
              solution: { text: 'Den halben Durchmesser: 3,5 cm.' },
            },
          ],
        },
        {
          title: 'Kreisumfang und die Zahl Pi',
          type: 'experiment',
          description:
            'Experiment: Umfang und Durchmesser runder Gegenstände messen und die Zahl Pi entdecken.',
          questions: [
            {
              title: 'Ich kann das Verhältnis von Umfang und Durchmesser bestimmen.',
              description:
                'Miss bei fünf runden Gegenständen Umfang und Durchmesser und teile den Umfang durch den Durchmesser.',
              solution: { text: 'Das Ergebnis liegt immer ungefähr bei 3,14: das ist die Zahl Pi.' },
            },
            {
              title: 'Ich kann den Kreisumfang berechnen.',
              description:
                'Ein Velorad hat einen Durchmesser von 70 cm. Wie weit kommt das Velo bei einer Umdrehung?',
              solution: { text: 'u = d · π = 70 cm · 3,14 ≈ 220 cm.' },
            },
          ],
        },
        {
          title: 'Kreisfläche',
          type: 'normal',
          description: 'Den Flächeninhalt von Kreisen und Kreisringen berechnen.',
          questions: [
            {
              title: 'Ich kann den Flächeninhalt eines Kreises berechnen.',
              description: 'Berechne die Fläche einer Pizza mit 30 cm Durchmesser.',
              solution: { text: 'A = r² · π = 15² · 3,14 ≈ 707 cm².' },
            },
            {
              title: 'Ich kann die Fläche eines Kreisrings berechnen.',
              description:
                'Eine runde Tischplatte mit 1 m Durchmesser hat einen 10 cm breiten Rand. Berechne die Fläche des Rands.',
            },
          ],
        },
      ],
    },
    {
      name: 'Körper',
      description: 'Prismen und Zylinder erkennen, ihre Netze zeichnen und Oberflächen berechnen.',
      topics: [
        {
          title: 'Körper und ihre Netze',
          type: 'project',
          description:
            'Projekt: Netze von Würfel, Quader und Prisma zeichnen, ausschneiden und zu Körpern falten.',
          questions: [
            {
              title: 'Ich kann Netze von Würfel und Quader zeichnen.',
              description:
                'Zeichne zwei verschiedene Netze eines Würfels mit 4 cm Kantenlänge und falte sie.',
            },
            {
              title: 'Ich kann entscheiden, ob ein Netz einen Würfel ergibt.',
              description:
                'Prüfe die sechs Netze auf dem Arbeitsblatt, ohne sie auszuschneiden. Begründe deine Entscheidung.',
            },
          ],
        },
        {
          title: 'Oberfläche von Prismen',
          type: 'normal',
          description: 'Die Oberfläche von Quadern und Prismen aus Grundfläche und Mantel berechnen.',
          questions: [
            {
              title: 'Ich kann die Oberfläche eines Quaders berechnen.',
              description: 'Berechne die Oberfläche einer Schachtel mit 10 cm × 6 cm × 4 cm.',
              solution: { text: '2 · (10 · 6 + 10 · 4 + 6 · 4) cm² = 2 · 124 cm² = 248 cm².' },
            },
            {
              title: 'Ich kann den Mantel eines Prismas berechnen.',
              description:
                'Ein Prisma hat als Grundfläche ein Dreieck mit dem Umfang 12 cm und ist 9 cm hoch. Berechne den Mantel.',
              solution: { text: 'Mantel = Umfang der Grundfläche · Höhe = 12 cm · 9 cm = 108 cm².' },
            },
          ],
        },
      ],
    },
    {
      name: 'Abbildungen',
      description: 'Figuren spiegeln, verschieben und drehen; Symmetrien erkennen.',
      topics: [
        {
          title: 'Achsensymmetrie',
          type: 'normal',
          description: 'Symmetrieachsen finden und Figuren an einer Geraden spiegeln.',
          questions: [
            {
              title: 'Ich kann Symmetrieachsen einzeichnen.',
              description:
                'Zeichne alle Symmetrieachsen bei Quadrat, Rechteck, gleichseitigem Dreieck und Kreis ein.',
              solution: { text: 'Quadrat 4, Rechteck 2, gleichseitiges Dreieck 3, Kreis unendlich viele.' },
            },
            {
              title: 'Ich kann eine Figur an einer Achse spiegeln.',
              description: 'Spiegle das Viereck auf dem Karopapier an der eingezeichneten Achse.',
            },
          ],
        },
        {
          title: 'Verschiebung und Drehung',
          type: 'normal',
          description: 'Figuren um einen Vektor verschieben und um einen Punkt drehen.',
          questions: [
            {
              title: 'Ich kann eine Figur verschieben.',
              description: 'Verschiebe ein Dreieck um 5 Häuschen nach rechts und 2 nach oben.',
            },
            {
              title: 'Ich kann eine Figur um einen Punkt drehen.',
              description:
                'Drehe ein Rechteck um 90° um eine seiner Ecken. Arbeite mit Geodreieck und Zirkel.',
            },
          ],
        },
      ],
    },
  ],
}
