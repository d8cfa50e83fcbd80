import type { DemoModuleContent } from '../grid-content'

/** As in Swiss English lessons, what the students read is in English ("I can ..."). */
export const englischModule: DemoModuleContent = {
  name: 'Englisch: Kompetenzraster',
  description:
    'Grammatik, Wortschatz und Fertigkeiten der 7. Klasse. Die Themen, Aufträge und Lösungen sind auf Englisch, wie im Unterricht.',
  rows: 4,
  columns: 3,
  colour: [111, 76, 155],
  blocks: [
    {
      name: 'Tenses',
      description:
        'Talking about routines, things happening now and the past, with regular and irregular verbs.',
      topics: [
        {
          title: 'Simple Present',
          type: 'repetition',
          description: 'Revision from year 6: talking about habits, routines and facts.',
          questions: [
            {
              title: 'I can talk about my daily routine.',
              description:
                'Write five sentences about a normal school day. Use always, usually, often, sometimes and never.',
            },
            {
              title: 'I can use the -s in the third person singular.',
              description: 'Complete: My brother (play) football. She (watch) TV. The bus (go) at 7.15.',
              solution: {
                text: 'My brother plays football. She watches TV. The bus goes at 7.15. He, she, it: the -s must go!',
              },
            },
            {
              title: 'I can ask questions and make negative sentences with do and does.',
              description: 'Make a question and a negative sentence: "You like pizza." "He lives in Bern."',
              solution: {
                text: "Do you like pizza? You don't like pizza. Does he live in Bern? He doesn't live in Bern.",
              },
            },
          ],
        },
        {
          title: 'Present Progressive',
          type: 'normal',
          description:
            'What is happening right now: forming the present progressive and telling it apart from the simple present.',
          questions: [
            {
              title: 'I can describe what people are doing right now.',
              description:
                'Look at the schoolyard or at a photo and write five sentences about what people are doing.',
              solution: {
                text: 'For example: A woman is walking her dog. Two boys are waiting for the bus. The form is am/is/are + verb + -ing.',
              },
            },
            {
              title: 'I can spell the -ing forms correctly.',
              description: 'Write the -ing forms of swim, write, lie, run and make.',
              solution: { text: 'swimming, writing, lying, running, making.' },
            },
            {
              title: 'I can choose between the simple present and the present progressive.',
              description: 'Complete: Look! It (snow). It (snow) a lot in January.',
              solution: { text: 'Look! It is snowing. It snows a lot in January.' },
            },
          ],
        },
        {
          title: 'Simple Past',
          type: 'normal',
          description: 'Telling stories about the past with regular verbs and with was and were.',
          questions: [
            {
              title: 'I can form the simple past of regular verbs.',
              description:
                'Write the simple past of play, stop, study and live, and use each form in a sentence.',
              solution: { text: 'played, stopped, studied, lived.' },
            },
            {
              title: 'I can use was and were.',
              description: 'Complete: I ___ at home yesterday. They ___ in London last summer.',
              solution: { text: 'I was at home yesterday. They were in London last summer.' },
            },
            {
              title: 'I can ask questions in the simple past.',
              description: 'Ask your partner five questions about last weekend, starting with "Did you ...?"',
              solution: { link: 'https://en.wikipedia.org/wiki/Simple_past' },
            },
            {
              title: 'I can write a short story in the past.',
              description:
                'Write about a funny or exciting day. Use at least eight verbs in the simple past.',
            },
          ],
        },
        {
          title: 'Irregular Verbs',
          type: 'exercise',
          description: 'Practice: learning the most important irregular verbs and using them in sentences.',
          questions: [
            {
              title: 'I can say the three forms of the most important irregular verbs.',
              description:
                'Learn the verbs on the list and test yourself with a partner: one says the infinitive, the other the simple past and the past participle.',
              link: 'https://en.wikipedia.org/wiki/List_of_English_irregular_verbs',
              solution: {
                pdf: {
                  fileName: 'answer-key-irregular-verbs.pdf',
                  title: 'Answer key: irregular verbs',
                  paragraphs: [
                    'be – was/were – been',
                    'begin – began – begun',
                    'buy – bought – bought',
                    'come – came – come',
                    'do – did – done',
                    'eat – ate – eaten',
                    'go – went – gone',
                    'have – had – had',
                    'know – knew – known',
                    'see – saw – seen',
                    'take – took – taken',
                    'write – wrote – written',
                    '',
                    'Tip: Learn the verbs in groups that sound alike, for example begin – began – begun and swim – swam – swum. Say them out loud; ten verbs a week is a good pace.',
                  ],
                },
              },
            },
            {
              title: 'I can use irregular verbs in the simple past.',
              description:
                'Complete: Yesterday I (go) to the cinema and (see) a great film. We (eat) popcorn.',
              solution: { text: 'Yesterday I went to the cinema and saw a great film. We ate popcorn.' },
            },
            {
              title: 'I can find irregular verbs in a text.',
              description:
                'Underline all the irregular verbs in the story in your book and write down their infinitives.',
            },
          ],
        },
      ],
    },
    {
      name: 'Words and Sentences',
      description: 'Asking questions and talking about time, plans and comparisons.',
      topics: [
        {
          title: 'Question Words',
          type: 'repetition',
          description: 'Revision: who, what, where, when, why, how and which.',
          questions: [
            {
              title: 'I can choose the right question word.',
              description: 'Complete: ___ do you live? ___ is your birthday? ___ is your favourite singer?',
              solution: { text: 'Where do you live? When is your birthday? Who is your favourite singer?' },
            },
            {
              title: 'I can ask questions with how.',
              description: 'Ask four questions with how old, how much, how many and how often.',
              solution: { link: 'https://en.wikipedia.org/wiki/Interrogative_word' },
            },
            {
              title: 'I can interview a classmate.',
              description: 'Prepare eight questions about hobbies and interview a classmate.',
            },
          ],
        },
        {
          title: 'Prepositions of Time',
          type: 'exercise',
          description: 'Practice: in, on and at with times, days, months and years.',
          questions: [
            {
              title: 'I can use in, on and at correctly.',
              description: "Complete: ___ Monday, ___ 7 o'clock, ___ July, ___ the weekend, ___ 2010.",
              solution: {
                text: "on Monday, at 7 o'clock, in July, at the weekend (British English), in 2010.",
              },
            },
            {
              title: 'I can talk about my birthday and the holidays.',
              description:
                'Write three sentences: When is your birthday? When do your summer holidays start? What do you do at Christmas?',
            },
            {
              title: 'I can use before, after and during.',
              description:
                'What do you do before school, during the break and after school? Write a sentence for each.',
              solution: {
                text: 'For example: Before school I have breakfast. During the break I talk to my friends. After school I play football.',
              },
            },
          ],
        },
        {
          title: 'Going-to Future',
          type: 'normal',
          description: 'Talking about plans and making predictions with going to.',
          questions: [
            {
              title: 'I can talk about my plans with going to.',
              description: 'Write five sentences about your plans for the next holidays.',
              solution: {
                text: 'For example: I am going to visit my grandparents. We are going to go camping. The form is am/is/are + going to + verb.',
              },
            },
            {
              title: 'I can make predictions from what I see.',
              description:
                'What is going to happen? The sky is full of dark clouds. The glass is standing at the edge of the table.',
              solution: { text: 'It is going to rain. The glass is going to fall.' },
            },
            {
              title: "I can ask about other people's plans.",
              description:
                'Ask three classmates what they are going to do at the weekend and report their answers.',
              solution: { link: 'https://en.wikipedia.org/wiki/Going-to_future' },
            },
          ],
        },
        {
          title: 'Comparatives',
          type: 'normal',
          description: 'Comparing people and things with comparatives, superlatives and as ... as.',
          questions: [
            {
              title: 'I can form comparatives and superlatives.',
              description:
                'Write the comparative and the superlative of tall, big, happy, expensive, good and bad.',
              solution: {
                text: 'taller – tallest, bigger – biggest, happier – happiest, more expensive – most expensive, better – best, worse – worst.',
              },
            },
            {
              title: 'I can compare numbers in a chart.',
              description:
                'The chart shows how many hours five friends spend on their phones in a week, from left to right: Mia, Tom, Lea, Sam and Noah. Write five sentences with comparatives, superlatives or as ... as.',
              link: { chart: { fileName: 'phone-time-chart.png', values: [9, 14, 6, 11, 14], step: 2 } },
              solution: {
                text: 'For example: Tom spends more time on his phone than Sam. Lea spends the least time. Noah spends as much time as Tom. Mia uses her phone less than Sam.',
              },
            },
            {
              title: 'I can compare two places I know.',
              description:
                'Compare your village or town with a city you have visited. Write at least four sentences.',
            },
          ],
        },
      ],
    },
    {
      name: 'Skills',
      description: 'Reading, listening and writing about everyday topics at school and at home.',
      topics: [
        {
          title: 'Vocabulary: School',
          type: 'normal',
          description: 'Words for school subjects, rooms, things and people at school.',
          questions: [
            {
              title: 'I can name school subjects and rooms.',
              description: 'Write down ten school subjects and rooms in English.',
              solution: {
                text: 'For example: maths, German, science, history, art, PE; classroom, gym, library, staff room.',
              },
            },
            {
              title: 'I can describe my timetable.',
              description: 'Describe your Monday timetable: "On Monday we have maths first, then ..."',
            },
            {
              title: 'I can talk about my favourite subject.',
              description: 'Say what your favourite subject is and give two reasons.',
              solution: {
                text: 'For example: My favourite subject is science because we do experiments and the teacher explains things well.',
              },
            },
          ],
        },
        {
          title: 'Reading Comprehension',
          type: 'normal',
          description: 'Understanding short texts: finding the main idea and the important details.',
          questions: [
            {
              title: 'I can find the main idea of a text.',
              description:
                'Read the text "A day at a London school" in your book and sum up the main idea in one sentence.',
            },
            {
              title: 'I can find details in a text.',
              description:
                'Answer the six questions about the text and write down the line where you found each answer.',
            },
            {
              title: 'I can guess unknown words from the context.',
              description:
                "Find three words you don't know. Guess their meaning first, then check in a dictionary.",
              solution: {
                text: 'Look at the words around it, at its word family and at similar words in German or French.',
              },
            },
          ],
        },
        {
          title: 'Writing an E-Mail',
          type: 'project',
          description:
            'Project: writing to a pen friend at a partner school in England, from the first draft to the e-mail that is sent.',
          questions: [
            {
              title: 'I can start and end an e-mail correctly.',
              description:
                'Write the greeting, the first sentence and the ending of an e-mail to your new pen friend.',
              solution: {
                text: 'For example: Hi Emma, thanks for your e-mail! ... Write back soon! Best wishes, Lea',
              },
            },
            {
              title: 'I can write about myself and my family.',
              description: 'Write a paragraph about yourself, your family and your hobbies (about 80 words).',
            },
            {
              title: 'I can ask my pen friend questions.',
              description: 'Ask at least three questions to keep the conversation going.',
            },
            {
              title: 'I can check my text before I send it.',
              description:
                'Check your e-mail with the checklist: capital letters, the -s in the third person, spelling and punctuation.',
            },
          ],
        },
        {
          title: 'Listening',
          type: 'challenge',
          description:
            'Challenge: understanding real recordings such as announcements, interviews and podcasts for teenagers.',
          questions: [
            {
              title: 'I can understand announcements at a station.',
              description:
                'Listen to the three announcements and note the platform, the time and the destination.',
            },
            {
              title: 'I can follow an interview.',
              description:
                'Listen to the interview with a young athlete and answer: What sport does she do? How often does she train?',
            },
            {
              title: 'I can take notes while I listen.',
              description:
                'Listen to a short podcast for teenagers and note five key words. Then retell it in three sentences.',
            },
          ],
        },
      ],
    },
  ],
}
