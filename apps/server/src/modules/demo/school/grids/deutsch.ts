import type { DemoModuleContent } from '../grid-content'

export const deutschModule: DemoModuleContent = {
  name: 'Deutsch: Kompetenzraster',
  description:
    'Sprache untersuchen, richtig schreiben und eigene Texte verfassen: die Ziele des Semesters in der 7. Klasse. Von oben nach unten werden die Themen anspruchsvoller.',
  rows: 4,
  columns: 3,
  colour: [176, 82, 60],
  blocks: [
    {
      name: 'Sprache untersuchen',
      description:
        'Wortarten bestimmen, Satzglieder erfragen, Zeitformen richtig bilden und Fremdwörter verstehen.',
      topics: [
        {
          title: 'Wortarten',
          type: 'normal',
          description: 'Nomen, Verben, Adjektive, Pronomen und Partikeln erkennen und ihre Merkmale nennen.',
          questions: [
            {
              title: 'Ich kann die fünf Wortarten unterscheiden.',
              description:
                'Bestimme die Wortart jedes Wortes im Satz: «Der kleine Hund bellt heute laut.» Die Übersicht im Link hilft dir.',
              link: 'https://de.wikipedia.org/wiki/Wortart',
              solution: {
                text: 'Der (Pronomen, als Begleiter) – kleine (Adjektiv) – Hund (Nomen) – bellt (Verb) – heute (Partikel) – laut (Adjektiv).',
              },
            },
            {
              title: 'Ich kann Nomen an ihren Begleitern erkennen.',
              description:
                'Unterstreiche in einem Zeitungsabschnitt alle Nomen und markiere ihre Begleiter (Artikel, Pronomen).',
            },
            {
              title: 'Ich kann Adjektive steigern.',
              description: 'Bilde den Komparativ und den Superlativ von gut, hoch, viel und nah.',
              solution: {
                text: 'gut – besser – am besten; hoch – höher – am höchsten; viel – mehr – am meisten; nah – näher – am nächsten.',
              },
            },
          ],
        },
        {
          title: 'Satzglieder',
          type: 'exercise',
          description: 'Übungsfeld: Satzglieder mit der Umstellprobe finden und mit Fragen bestimmen.',
          questions: [
            {
              title: 'Ich kann Satzglieder mit der Umstellprobe finden.',
              description:
                'Stelle den Satz «Am Montag schreibt die Klasse einen Test» so oft wie möglich um. Welche Wörter bleiben immer zusammen?',
              solution: { text: 'Am Montag | schreibt | die Klasse | einen Test: vier Satzglieder.' },
            },
            {
              title: 'Ich kann Subjekt und Prädikat bestimmen.',
              description:
                'Frage mit «Wer oder was?» nach dem Subjekt. Das Prädikat ist das konjugierte Verb.',
              solution: { text: 'Subjekt: die Klasse. Prädikat: schreibt.' },
            },
            {
              title: 'Ich kann Akkusativ- und Dativobjekte unterscheiden.',
              description:
                'Bestimme die Objekte im Satz «Die Lehrerin gibt dem Schüler das Heft» mit den Fragen «Wen oder was?» und «Wem?».',
              solution: { link: 'https://de.wikipedia.org/wiki/Satzglied' },
            },
          ],
        },
        {
          title: 'Zeitformen',
          type: 'normal',
          description:
            'Präsens, Präteritum, Perfekt, Plusquamperfekt, Futur I und Futur II bilden und passend verwenden.',
          questions: [
            {
              title: 'Ich kann die sechs Zeitformen bilden.',
              description: 'Setze das Verb «laufen» in der 3. Person Singular in alle sechs Zeitformen.',
              solution: {
                text: 'er läuft – er lief – er ist gelaufen – er war gelaufen – er wird laufen – er wird gelaufen sein.',
              },
            },
            {
              title: 'Ich kann im Präteritum erzählen.',
              description:
                'Schreibe eine kurze Erzählung über ein Erlebnis aus den Ferien durchgehend im Präteritum.',
            },
            {
              title: 'Ich kann die Vorzeitigkeit mit dem Plusquamperfekt ausdrücken.',
              description:
                'Verbinde die Sätze mit «nachdem»: «Wir assen. Wir gingen spazieren.» Welche Handlung geschah zuerst?',
              solution: {
                text: 'Nachdem wir gegessen hatten, gingen wir spazieren. Das Essen geschah zuerst.',
              },
            },
          ],
        },
        {
          title: 'Fremdwörter',
          type: 'challenge',
          description: 'Vertiefung: Herkunft, Schreibung und Bedeutung häufiger Fremdwörter.',
          questions: [
            {
              title: 'Ich kann Fremdwörter im Wörterbuch nachschlagen.',
              description:
                'Schlage «Rhythmus», «Ingenieur» und «Chance» nach und notiere Bedeutung und Herkunftssprache.',
              solution: {
                text: 'Rhythmus (griechisch): Gleichmass, Takt. Ingenieur (französisch): Fachperson der Technik. Chance (französisch): günstige Gelegenheit.',
              },
            },
            {
              title: 'Ich kann Fremdwörter durch deutsche Wörter ersetzen.',
              description:
                'Ersetze in fünf Sätzen die Fremdwörter, zum Beispiel «Das Event war ein Highlight».',
            },
            {
              title: 'Ich kann typische Schreibungen von Fremdwörtern erkennen.',
              description: 'Sammle Wörter mit ph, th und rh. Aus welcher Sprache stammen sie meistens?',
              solution: {
                text: 'Zum Beispiel Physik, Theater, Rhythmus. Die Schreibungen ph, th und rh stammen meist aus dem Griechischen.',
              },
            },
          ],
        },
      ],
    },
    {
      name: 'Rechtschreibung und Zeichensetzung',
      description:
        'Regeln der Gross- und Kleinschreibung, die Schreibung von «das» und «dass» und die wichtigsten Kommaregeln.',
      topics: [
        {
          title: 'Gross- und Kleinschreibung',
          type: 'repetition',
          description: 'Repetition: Nomen und Nominalisierungen erkennen und grossschreiben.',
          questions: [
            {
              title: 'Ich kann Nominalisierungen erkennen.',
              description:
                'Finde die nominalisierten Verben und Adjektive: «Beim lesen hilft ihm das laute sprechen. Er wünscht allen viel gutes.»',
              solution: { text: 'Beim Lesen hilft ihm das laute Sprechen. Er wünscht allen viel Gutes.' },
            },
            {
              title: 'Ich kann Tageszeiten richtig schreiben.',
              description:
                'Entscheide: heute Abend oder heute abend? am Morgen oder am morgen? abends oder Abends?',
              solution: {
                text: 'heute Abend, am Morgen, abends. Nach heute, gestern und morgen werden Tageszeiten grossgeschrieben.',
              },
            },
            {
              title: 'Ich kann Anredepronomen richtig schreiben.',
              description:
                'Schreibe einen kurzen Brief an deine Lehrerin und achte auf die Höflichkeitsform «Sie», «Ihnen» und «Ihr».',
            },
          ],
        },
        {
          title: 'das oder dass',
          type: 'exercise',
          description: 'Übungsfeld: Artikel, Relativpronomen und Konjunktion unterscheiden.',
          questions: [
            {
              title: 'Ich kann «das» als Artikel oder Pronomen erkennen.',
              description:
                'Ersetze «das» probeweise durch «dieses», «jenes» oder «welches». Klappt die Ersatzprobe, schreibst du «das».',
              solution: { text: 'Das Buch, das (welches) auf dem Tisch liegt, gehört mir.' },
            },
            {
              title: 'Ich kann «dass» als Konjunktion richtig einsetzen.',
              description:
                'Löse das Arbeitsblatt mit zehn Lückensätzen und vergleiche danach mit dem Lösungsblatt.',
              solution: {
                pdf: {
                  fileName: 'loesungen-das-dass.pdf',
                  title: 'Lösungen: «das» oder «dass»?',
                  paragraphs: [
                    '1. Ich hoffe, dass du morgen mitkommst.',
                    '2. Das Velo, das vor dem Schulhaus steht, gehört meiner Schwester.',
                    '3. Er sagt, dass er das Training nicht verpassen möchte.',
                    '4. Dass es heute regnet, stört niemanden.',
                    '5. Das ist das schönste Geschenk, das ich je bekommen habe.',
                    '6. Wir wissen, dass das nicht einfach ist.',
                    '7. Sie erzählt, dass sie ein Buch über Wale gelesen hat.',
                    '8. Das Lied, das im Radio lief, kenne ich.',
                    '9. Es ist wichtig, dass alle pünktlich sind.',
                    '10. Hast du gehört, dass das Konzert verschoben wurde?',
                    '',
                    'Merke: Lässt sich «das» durch «dieses», «jenes» oder «welches» ersetzen, schreibst du es mit einem s. Sonst ist es die Konjunktion «dass», vor der meistens ein Komma steht.',
                  ],
                },
              },
            },
            {
              title: 'Ich kann meine eigenen Texte auf «das» und «dass» prüfen.',
              description:
                'Markiere in deinem letzten Aufsatz alle «das» und «dass» und wende bei jedem die Ersatzprobe an.',
            },
          ],
        },
        {
          title: 'Direkte Rede',
          type: 'normal',
          description:
            'Redebegleitsatz und Redezeichen richtig setzen, vorangestellt, nachgestellt und eingeschoben.',
          questions: [
            {
              title: 'Ich kann die direkte Rede mit vorangestelltem Begleitsatz schreiben.',
              description: 'Setze die Zeichen: Mia ruft Kommst du mit ins Schwimmbad',
              solution: { text: 'Mia ruft: «Kommst du mit ins Schwimmbad?»' },
            },
            {
              title: 'Ich kann die direkte Rede mit nachgestelltem Begleitsatz schreiben.',
              description: 'Setze die Zeichen: Ich habe keine Zeit antwortet Tim',
              solution: { text: '«Ich habe keine Zeit», antwortet Tim.' },
            },
            {
              title: 'Ich kann einen eingeschobenen Begleitsatz richtig setzen.',
              description: 'Setze die Zeichen: Morgen sagt die Lehrerin schreiben wir den Test',
              solution: { text: '«Morgen», sagt die Lehrerin, «schreiben wir den Test.»' },
            },
            {
              title: 'Ich kann direkte Rede in indirekte Rede umformen.',
              description: 'Forme um: Der Trainer sagt: «Das Spiel beginnt um drei Uhr.»',
              solution: { text: 'Der Trainer sagt, das Spiel beginne um drei Uhr.' },
            },
          ],
        },
        {
          title: 'Kommaregeln',
          type: 'normal',
          description: 'Kommas bei Aufzählungen, zwischen Haupt- und Nebensätzen und bei Einschüben setzen.',
          questions: [
            {
              title: 'Ich kann Kommas bei Aufzählungen setzen.',
              description: 'Setze die Kommas: Wir brauchen Mehl Zucker Eier und Butter.',
              solution: { text: 'Wir brauchen Mehl, Zucker, Eier und Butter. Vor «und» steht kein Komma.' },
            },
            {
              title: 'Ich kann Haupt- und Nebensätze durch Kommas trennen.',
              description:
                'Setze die Kommas: Weil es regnete blieben wir zu Hause. Ich weiss nicht ob sie kommt.',
              solution: { text: 'Weil es regnete, blieben wir zu Hause. Ich weiss nicht, ob sie kommt.' },
            },
            {
              title: 'Ich kann Kommas bei Einschüben setzen.',
              description:
                'Setze die Kommas: Unser Nachbar ein begeisterter Gärtner hat uns Tomaten geschenkt.',
              solution: { text: 'Unser Nachbar, ein begeisterter Gärtner, hat uns Tomaten geschenkt.' },
            },
          ],
        },
      ],
    },
    {
      name: 'Texte lesen und schreiben',
      description: 'Sachlich berichten, Texte zusammenfassen, Gedichte deuten und überzeugend argumentieren.',
      topics: [
        {
          title: 'Bericht schreiben',
          type: 'normal',
          description:
            'Sachlich und in der richtigen Reihenfolge über ein Ereignis berichten: die W-Fragen als Gerüst.',
          questions: [
            {
              title: 'Ich kann die W-Fragen für einen Bericht beantworten.',
              description:
                'Notiere zu einem Unfall auf dem Pausenplatz: Wer? Was? Wann? Wo? Wie? Warum? Welche Folgen?',
            },
            {
              title: 'Ich kann sachlich schreiben.',
              description:
                'Streiche in einem Beispielbericht alle Wertungen und Gefühle und ersetze sie durch Tatsachen.',
              solution: {
                text: 'Ein Bericht enthält nur überprüfbare Tatsachen, keine Meinungen. Statt «ein schrecklicher Unfall» zum Beispiel «ein Unfall mit zwei Verletzten».',
              },
            },
            {
              title: 'Ich kann einen Bericht im Präteritum schreiben.',
              description:
                'Schreibe einen Bericht über den letzten Sporttag für die Schulzeitung, höchstens eine Seite.',
            },
          ],
        },
        {
          title: 'Inhaltsangabe',
          type: 'exercise',
          description: 'Übungsfeld: den Inhalt eines Textes knapp, sachlich und im Präsens wiedergeben.',
          questions: [
            {
              title: 'Ich kann einen Einleitungssatz schreiben.',
              description: 'Nenne Titel, Autorin oder Autor, Textsorte und das Thema in einem Satz.',
              solution: { link: 'https://de.wikipedia.org/wiki/Inhaltsangabe' },
            },
            {
              title: 'Ich kann das Wichtigste eines Textes zusammenfassen.',
              description:
                'Gliedere eine Kurzgeschichte in Abschnitte und fasse jeden Abschnitt in einem Satz zusammen.',
            },
            {
              title: 'Ich kann wörtliche Rede in eigenen Worten wiedergeben.',
              description:
                'In einer Inhaltsangabe steht keine direkte Rede. Forme drei Zitate aus der Geschichte in indirekte Rede um.',
              solution: {
                text: 'Beispiel: Jana sagt: «Ich komme nicht mit.» In der Inhaltsangabe: Jana erklärt, dass sie nicht mitkomme.',
              },
            },
          ],
        },
        {
          title: 'Gedichte verstehen',
          type: 'project',
          description:
            'Projekt: In Gruppen ein Gedicht untersuchen, auswendig lernen und der Klasse vortragen.',
          questions: [
            {
              title: 'Ich kann Reimschemata erkennen.',
              description:
                'Bestimme das Reimschema einer Strophe: Paarreim (aabb), Kreuzreim (abab) oder umarmender Reim (abba).',
              solution: {
                text: 'Gleiche Buchstaben stehen für Verse, die sich reimen: aabb, abab oder abba.',
              },
            },
            {
              title: 'Ich kann sprachliche Bilder deuten.',
              description:
                'Erkläre, was mit «Die Stadt schläft» gemeint ist und um welches sprachliche Bild es sich handelt.',
              solution: {
                text: 'Eine Personifikation: Die Stadt wird wie ein Mensch beschrieben. Gemeint ist, dass es nachts still ist.',
              },
            },
            {
              title: 'Ich kann ein Gedicht ausdrucksvoll vortragen.',
              description:
                'Markiere Pausen und betonte Wörter in deinem Gedicht und trage es der Gruppe auswendig vor.',
            },
          ],
        },
        {
          title: 'Argumentieren und Erörtern',
          type: 'challenge',
          description:
            'Vertiefung: die eigene Meinung mit Argumenten und Beispielen begründen und eine Erörterung aufbauen.',
          questions: [
            {
              title: 'Ich kann ein Argument mit Behauptung, Begründung und Beispiel aufbauen.',
              description:
                'Schreibe ein vollständiges Argument zur Frage, ob die Schule eine Stunde später beginnen sollte.',
              solution: {
                text: 'Behauptung: Die Schule sollte später beginnen. Begründung: Jugendliche sind am frühen Morgen oft müde. Beispiel: In der ersten Lektion können sich viele schlecht konzentrieren.',
              },
            },
            {
              title: 'Ich kann Zahlen aus einer Umfrage als Argument verwenden.',
              description:
                'Das Diagramm zeigt eine Umfrage unter 120 Lernenden: «Sollen Handys in der Pause erlaubt sein?», von links nach rechts: ja, eher ja, eher nein, nein. Formuliere zwei Argumente, die sich auf die Zahlen stützen.',
              link: { chart: { fileName: 'umfrage-handys.png', values: [46, 28, 19, 27], step: 10 } },
            },
            {
              title: 'Ich kann eine Erörterung gliedern.',
              description:
                'Erstelle eine Gliederung mit Einleitung, Pro- und Kontra-Argumenten und einem Schluss mit eigener Meinung.',
              solution: { link: 'https://de.wikipedia.org/wiki/Er%C3%B6rterung' },
            },
            {
              title: 'Ich kann auf Gegenargumente eingehen.',
              description:
                'Nenne ein Gegenargument zu deiner Meinung und entkräfte es in zwei bis drei Sätzen.',
            },
          ],
        },
      ],
    },
  ],
}
