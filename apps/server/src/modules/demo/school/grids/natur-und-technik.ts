import type { DemoModuleContent } from '../grid-content'

export const naturUndTechnikModule: DemoModuleContent = {
  name: 'Natur und Technik: Kompetenzraster',
  description:
    'Stoffe untersuchen, Lebewesen und ihre Lebensräume verstehen, Energie und Kräfte erforschen: die Themen des Semesters in der 7. Klasse, mit vielen Experimenten.',
  rows: 4,
  columns: 3,
  colour: [46, 125, 90],
  blocks: [
    {
      name: 'Stoffe untersuchen',
      description: 'Eigenschaften von Stoffen beobachten, Gemische trennen und den Wasserkreislauf erklären.',
      topics: [
        {
          title: 'Aggregatzustände',
          type: 'normal',
          description:
            'Fest, flüssig, gasförmig: die Zustände mit dem Teilchenmodell erklären und die Übergänge benennen.',
          questions: [
            {
              title: 'Ich kann die drei Aggregatzustände mit dem Teilchenmodell beschreiben.',
              description:
                'Zeichne für Eis, Wasser und Wasserdampf je ein Teilchenbild und beschreibe, wie sich die Teilchen bewegen. Der Artikel im Link zeigt Beispiele.',
              link: 'https://de.wikipedia.org/wiki/Aggregatzustand',
              solution: {
                text: 'Fest: Die Teilchen liegen dicht und geordnet und schwingen nur an ihrem Platz. Flüssig: dicht, aber gegeneinander beweglich. Gasförmig: weit auseinander und frei beweglich.',
              },
            },
            {
              title: 'Ich kann die Übergänge zwischen den Aggregatzuständen benennen.',
              description: 'Benenne alle sechs Übergänge, zum Beispiel den Übergang von fest zu flüssig.',
              solution: {
                text: 'Schmelzen, Erstarren, Verdampfen, Kondensieren, Sublimieren und Resublimieren.',
              },
            },
            {
              title: 'Ich kann Alltagsbeobachtungen mit den Aggregatzuständen erklären.',
              description: 'Warum beschlägt der Spiegel im Badezimmer nach dem Duschen?',
              solution: {
                text: 'Warmer Wasserdampf kühlt am kalten Spiegel ab und kondensiert zu feinen Wassertröpfchen.',
              },
            },
          ],
        },
        {
          title: 'Stoffe trennen',
          type: 'experiment',
          description:
            'Experiment: Gemische aus Sand, Salz, Wasser und Eisenspänen mit verschiedenen Verfahren trennen und den Versuch protokollieren.',
          questions: [
            {
              title: 'Ich kann passende Trennverfahren auswählen.',
              description:
                'Welches Verfahren passt zu welchem Gemisch: Sand und Wasser, Salzwasser, Eisenspäne und Sand, Kies und Sand? Vergleiche deine Antworten mit dem Lösungsblatt.',
              solution: {
                pdf: {
                  fileName: 'loesungen-stoffe-trennen.pdf',
                  title: 'Lösungen: Stoffgemische trennen',
                  paragraphs: [
                    'Sand und Wasser: Filtrieren. Der Sand bleibt im Filterpapier zurück, das Wasser läuft durch. Auch Dekantieren geht: Warten, bis sich der Sand gesetzt hat, dann das Wasser vorsichtig abgiessen.',
                    'Salzwasser: Eindampfen. Das Wasser verdampft, das Salz bleibt als Kruste in der Schale zurück.',
                    'Eisenspäne und Sand: Magnettrennung. Der Magnet zieht nur die Eisenspäne an.',
                    'Kies und Sand: Sieben. Die Körner sind verschieden gross; der Sand fällt durch das Sieb, der Kies bleibt liegen.',
                    '',
                    'Für das Protokoll: Halte Frage, Material, Durchführung, Beobachtung und Erklärung getrennt fest. Die Beobachtung beschreibt nur, was du gesehen hast; erklärt wird erst danach.',
                  ],
                },
              },
            },
            {
              title: 'Ich kann ein Versuchsprotokoll schreiben.',
              description:
                'Halte den Versuch «Salzwasser eindampfen» mit Frage, Material, Durchführung, Beobachtung und Erklärung fest.',
            },
            {
              title: 'Ich kann Reinstoffe und Gemische unterscheiden.',
              description: 'Ordne zu: destilliertes Wasser, Meerwasser, Luft, Zucker, Müesli.',
              solution: {
                text: 'Reinstoffe: destilliertes Wasser, Zucker. Gemische: Meerwasser, Luft, Müesli.',
              },
            },
          ],
        },
        {
          title: 'Dichte',
          type: 'exercise',
          description:
            'Übungsfeld: Die Dichte aus Masse und Volumen berechnen und erklären, warum Körper schwimmen oder sinken.',
          questions: [
            {
              title: 'Ich kann die Dichte eines Körpers berechnen.',
              description:
                'Ein Holzklotz hat eine Masse von 360 g und ein Volumen von 600 cm³. Berechne seine Dichte.',
              solution: { text: '360 g : 600 cm³ = 0,6 g/cm³.' },
            },
            {
              title: 'Ich kann vorhersagen, ob ein Körper im Wasser schwimmt.',
              description:
                'Wasser hat die Dichte 1 g/cm³. Schwimmt der Holzklotz? Und ein Stein mit 2,6 g/cm³?',
              solution: {
                text: 'Der Holzklotz schwimmt, weil seine Dichte kleiner ist als die von Wasser. Der Stein sinkt.',
              },
            },
            {
              title: 'Ich kann die Dichte von Flüssigkeiten vergleichen.',
              description:
                'Giesse vorsichtig Sirup, Wasser und Öl in ein Glas. Beschreibe und erkläre, in welcher Reihenfolge sich die Schichten bilden.',
              solution: {
                text: 'Unten Sirup, in der Mitte Wasser, oben Öl: Die Flüssigkeit mit der grössten Dichte liegt zuunterst.',
              },
            },
          ],
        },
        {
          title: 'Wasserkreislauf und Wetter',
          type: 'normal',
          description:
            'Den Wasserkreislauf beschreiben, Wetterdaten messen und Diagramme zum Niederschlag lesen.',
          questions: [
            {
              title: 'Ich kann den Wasserkreislauf beschreiben.',
              description:
                'Beschreibe den Weg eines Wassertropfens vom Meer bis zurück ins Meer. Verwende die Begriffe Verdunstung, Kondensation und Niederschlag.',
              solution: { link: 'https://de.wikipedia.org/wiki/Wasserkreislauf' },
            },
            {
              title: 'Ich kann ein Niederschlagsdiagramm lesen.',
              description:
                'Das Diagramm zeigt den mittleren Niederschlag einer Wetterstation im Mittelland in Millimetern, von Januar (links) bis Dezember (rechts). In welchen Monaten fällt am meisten, in welchen am wenigsten Niederschlag?',
              link: {
                chart: {
                  fileName: 'niederschlag-mittelland.png',
                  values: [67, 62, 78, 87, 120, 137, 128, 134, 95, 87, 81, 86],
                  step: 20,
                },
              },
              solution: {
                text: 'Am meisten im Juni (137 mm), im August und im Juli, am wenigsten im Februar (62 mm). In den Sommermonaten fällt etwa doppelt so viel Niederschlag wie im Februar.',
              },
            },
            {
              title: 'Ich kann Wetterdaten messen und festhalten.',
              description:
                'Miss eine Woche lang jeden Morgen Temperatur, Bewölkung und Niederschlag und trage die Werte in eine Tabelle ein.',
            },
          ],
        },
      ],
    },
    {
      name: 'Lebewesen und Lebensräume',
      description:
        'Zellen mikroskopieren, die Fotosynthese verstehen und Beziehungen zwischen Lebewesen im Wald erforschen.',
      topics: [
        {
          title: 'Die Zelle',
          type: 'experiment',
          description:
            'Experiment: Zwiebelhaut und Mundschleimhaut mikroskopieren und Pflanzen- mit Tierzellen vergleichen.',
          questions: [
            {
              title: 'Ich kann ein Präparat herstellen und mikroskopieren.',
              description:
                'Stelle ein Präparat der Zwiebelhaut her und zeichne, was du bei 100-facher Vergrösserung siehst.',
            },
            {
              title: 'Ich kann die Bestandteile einer Zelle benennen.',
              description: 'Beschrifte Zellmembran, Zellkern und Zellplasma auf deiner Zeichnung.',
              solution: {
                text: 'Jede Zelle hat eine Zellmembran, Zellplasma und einen Zellkern, der die Erbinformation enthält.',
              },
            },
            {
              title: 'Ich kann Pflanzen- und Tierzellen unterscheiden.',
              description: 'Nenne drei Bestandteile, die nur Pflanzenzellen haben.',
              solution: { text: 'Zellwand, grosse Vakuole und Chloroplasten.' },
            },
          ],
        },
        {
          title: 'Fotosynthese',
          type: 'normal',
          description:
            'Erklären, wie Pflanzen mit Licht aus Wasser und Kohlenstoffdioxid Traubenzucker und Sauerstoff herstellen.',
          questions: [
            {
              title: 'Ich kann die Ausgangsstoffe und Produkte der Fotosynthese nennen.',
              description: 'Schreibe die Wortgleichung der Fotosynthese auf.',
              solution: {
                text: 'Wasser + Kohlenstoffdioxid → Traubenzucker + Sauerstoff, mit Lichtenergie im Blattgrün.',
              },
            },
            {
              title: 'Ich kann erklären, warum Pflanzen Licht brauchen.',
              description:
                'Eine Kresse wächst eine Woche im Dunkeln, eine am Fenster. Beschreibe die Unterschiede und erkläre sie.',
              solution: { link: 'https://de.wikipedia.org/wiki/Photosynthese' },
            },
            {
              title: 'Ich kann die Bedeutung der Fotosynthese für Menschen und Tiere erklären.',
              description: 'Warum könnten Menschen und Tiere ohne Pflanzen nicht leben? Nenne zwei Gründe.',
              solution: {
                text: 'Pflanzen liefern den Sauerstoff zum Atmen, und sie stehen am Anfang jeder Nahrungskette.',
              },
            },
          ],
        },
        {
          title: 'Nahrungsketten',
          type: 'exercise',
          description:
            'Übungsfeld: Nahrungsketten und Nahrungsnetze aufstellen; Produzenten, Konsumenten und Destruenten unterscheiden.',
          questions: [
            {
              title: 'Ich kann eine Nahrungskette aufstellen.',
              description: 'Ordne Fuchs, Gras, Heuschrecke und Spitzmaus zu einer Nahrungskette.',
              solution: { text: 'Gras → Heuschrecke → Spitzmaus → Fuchs.' },
            },
            {
              title: 'Ich kann Produzenten, Konsumenten und Destruenten unterscheiden.',
              description: 'Ordne zu: Buche, Reh, Regenwurm, Luchs, Pilz.',
              solution: { text: 'Produzent: Buche. Konsumenten: Reh, Luchs. Destruenten: Regenwurm, Pilz.' },
            },
            {
              title: 'Ich kann die Folgen eines fehlenden Glieds beschreiben.',
              description: 'Was geschieht im Nahrungsnetz des Waldes, wenn die Füchse verschwinden?',
              solution: {
                text: 'Mäuse und Kaninchen vermehren sich stärker und fressen mehr Pflanzen; andere Räuber wie Greifvögel finden mehr Beute.',
              },
            },
          ],
        },
        {
          title: 'Ökosystem Wald',
          type: 'project',
          description:
            'Projekt: In Gruppen ein Waldstück untersuchen, Arten bestimmen und ein Plakat zum Ökosystem gestalten.',
          questions: [
            {
              title: 'Ich kann Pflanzen mit einem Bestimmungsschlüssel bestimmen.',
              description: 'Bestimme fünf Bäume oder Sträucher am Waldrand anhand ihrer Blätter.',
            },
            {
              title: 'Ich kann die Stockwerke des Waldes beschreiben.',
              description:
                'Nenne die Schichten von der Wurzelschicht bis zur Baumschicht und zu jeder eine typische Art.',
              solution: {
                text: 'Wurzelschicht, Moosschicht (Moose), Krautschicht (Waldmeister), Strauchschicht (Hasel), Baumschicht (Buche).',
              },
            },
            {
              title: 'Ich kann unsere Ergebnisse auf einem Plakat darstellen.',
              description:
                'Gestaltet in der Gruppe ein Plakat mit Fotos, Zeichnungen und einem Nahrungsnetz eures Waldstücks.',
            },
            {
              title: 'Ich kann die Bedeutung des Waldes für die Menschen erklären.',
              description:
                'Nenne mindestens vier Leistungen des Waldes, zum Beispiel den Schutz vor Lawinen.',
              solution: {
                text: 'Schutz vor Lawinen und Steinschlag, Holz als Rohstoff, Lebensraum für Tiere und Pflanzen, Erholung, sauberes Trinkwasser und Sauerstoff.',
              },
            },
          ],
        },
      ],
    },
    {
      name: 'Energie und Kräfte',
      description: 'Stromkreise bauen, Magnete untersuchen und Kräfte messen, darstellen und nutzen.',
      topics: [
        {
          title: 'Stromkreise',
          type: 'experiment',
          description:
            'Experiment: Einfache Stromkreise mit Batterie, Lämpchen und Schalter aufbauen; Reihen- und Parallelschaltung vergleichen.',
          questions: [
            {
              title: 'Ich kann einen geschlossenen Stromkreis aufbauen.',
              description:
                'Baue mit Batterie, Lämpchen, Schalter und Kabeln einen Stromkreis und zeichne den Schaltplan.',
              solution: {
                text: 'Das Lämpchen leuchtet nur, wenn der Kreis vom Pluspol über das Lämpchen zurück zum Minuspol geschlossen ist.',
              },
            },
            {
              title: 'Ich kann Leiter und Nichtleiter unterscheiden.',
              description: 'Teste im Stromkreis: Büroklammer, Radiergummi, Bleistiftmine, Alufolie und Holz.',
              solution: {
                text: 'Leiter: Büroklammer, Bleistiftmine (Grafit), Alufolie. Nichtleiter: Radiergummi, Holz.',
              },
            },
            {
              title: 'Ich kann Reihen- und Parallelschaltung vergleichen.',
              description:
                'Schalte zwei Lämpchen hintereinander und nebeneinander. Was geschieht jeweils, wenn du ein Lämpchen herausdrehst?',
              solution: { link: 'https://de.wikipedia.org/wiki/Elektrischer_Stromkreis' },
            },
          ],
        },
        {
          title: 'Magnetismus',
          type: 'normal',
          description:
            'Magnetische Stoffe erkennen, die Wirkung der Pole beschreiben und einen Kompass erklären.',
          questions: [
            {
              title: 'Ich kann magnetische Stoffe erkennen.',
              description: 'Prüfe mit einem Magneten: Nagel, Alufolie, Büroklammer, Schere, Holzstab.',
              solution: {
                text: 'Eisen, Nickel und Kobalt sind magnetisch: Nagel, Büroklammer und Schere werden angezogen, Alufolie und Holz nicht.',
              },
            },
            {
              title: 'Ich kann die Wirkung der Pole beschreiben.',
              description:
                'Was geschieht, wenn du zwei Nordpole einander näherst, und was bei einem Nord- und einem Südpol?',
              solution: { text: 'Gleichnamige Pole stossen sich ab, ungleichnamige ziehen sich an.' },
            },
            {
              title: 'Ich kann erklären, wie ein Kompass funktioniert.',
              description:
                'Baue aus einer magnetisierten Nähnadel, einem Korkstück und einer Schale Wasser einen Kompass.',
              solution: {
                text: 'Die Nadel ist ein kleiner Magnet; sie richtet sich im Magnetfeld der Erde in Nord-Süd-Richtung aus.',
              },
            },
          ],
        },
        {
          title: 'Kräfte',
          type: 'normal',
          description:
            'Kräfte an ihren Wirkungen erkennen, mit dem Kraftmesser messen und als Pfeile darstellen.',
          questions: [
            {
              title: 'Ich kann Wirkungen von Kräften beschreiben.',
              description:
                'Nenne zu jeder Wirkung ein Beispiel: verformen, beschleunigen, abbremsen, Richtung ändern.',
              solution: {
                text: 'Zum Beispiel: Knete zusammendrücken, einen Ball anstossen, mit dem Velo bremsen, einen Ball mit dem Kopf ablenken.',
              },
            },
            {
              title: 'Ich kann Kräfte mit dem Kraftmesser messen.',
              description:
                'Miss die Gewichtskraft von drei Gegenständen in Newton und trage sie in eine Tabelle ein.',
            },
            {
              title: 'Ich kann Kräfte als Pfeile darstellen.',
              description: 'Zeichne die Gewichtskraft eines Apfels von 100 g als Pfeil; 1 cm entspricht 1 N.',
              solution: {
                text: 'Ein Pfeil von 1 cm Länge, der vom Apfel senkrecht nach unten zeigt: 100 g wiegen etwa 1 N.',
              },
            },
          ],
        },
        {
          title: 'Hebel',
          type: 'challenge',
          description:
            'Vertiefung: Das Hebelgesetz an Wippe, Schere und Flaschenöffner untersuchen und anwenden.',
          questions: [
            {
              title: 'Ich kann einseitige und zweiseitige Hebel unterscheiden.',
              description: 'Ordne zu: Wippe, Schubkarre, Schere, Flaschenöffner.',
              solution: {
                text: 'Zweiseitig, der Drehpunkt liegt zwischen den Kräften: Wippe, Schere. Einseitig, der Drehpunkt liegt am Ende: Schubkarre, Flaschenöffner.',
              },
            },
            {
              title: 'Ich kann das Hebelgesetz anwenden.',
              description:
                'Auf einer Wippe sitzt ein Kind mit 30 kg 2 m vom Drehpunkt entfernt. Wo muss ein Kind mit 40 kg sitzen, damit die Wippe im Gleichgewicht ist?',
              solution: { text: '30 kg · 2 m = 40 kg · x, also x = 1,5 m vom Drehpunkt.' },
            },
            {
              title: 'Ich kann Hebel im Alltag erklären.',
              description:
                'Warum lässt sich eine Schraubenmutter mit einem langen Schraubenschlüssel leichter lösen als mit einem kurzen?',
              solution: { link: 'https://de.wikipedia.org/wiki/Hebel_(Physik)' },
            },
          ],
        },
      ],
    },
  ],
}
