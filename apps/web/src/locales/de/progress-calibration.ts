/**
 * Issue 19: the class view of self-rating against the teacher's rating, and the release of the
 * teacher's ratings to the students. A step is one grade (packages/shared/src/calibration.ts).
 */
export const progressCalibration = {
  title: 'Selbsteinschätzung und Lehrperson',
  toCalibration: 'Selbsteinschätzung',
  subtitle: '{{module}} · Klasse {{group}}',
  intro:
    'Verglichen werden die Fragen, die eine lernende Person und Sie bewertet haben. Bis 1 Note Unterschied trifft die Selbsteinschätzung, ab 2 Noten gilt die Abweichung als gross.',
  release: {
    label: 'Bewertungen der Lehrperson für die Lernenden freigeben',
    on: 'Freigegeben: Die Lernenden sehen Ihre Bewertung neben ihrer eigenen.',
    off: 'Nicht freigegeben: Nur Sie und die Person, der das Modul gehört, sehen Ihre Bewertungen.',
    failed: 'Die Freigabe wurde nicht geändert. {{reason}}',
  },
  topics: {
    title: 'Themen mit den grössten Abweichungen',
    caption: 'Themen mit den meisten grossen Abweichungen zuerst',
    cell: 'Feld',
    topic: 'Thema',
    pairs: 'Verglichene Bewertungen',
    largeGaps: 'Grosse Abweichungen',
    largestGap: 'Grösste Abweichung',
    higher: '{{count}} höher',
    lower: '{{count}} tiefer',
    none: 'keine',
    grades_one: '{{value}} Note',
    grades_other: '{{value}} Noten',
    showAll: 'Alle {{count}} Themen anzeigen',
    showFirst: 'Nur die ersten {{count}} anzeigen',
  },
  students: {
    title: 'Lernende',
    caption: 'Selbsteinschätzung der Lernenden neben Ihrer Bewertung',
    name: 'Name',
    pairs: 'Verglichene Bewertungen',
    hitShare: 'Selbsteinschätzung trifft',
    meanGap: 'Mittlere Abweichung',
    largeGaps: 'Grosse Abweichungen',
    noPairs: 'noch keine gemeinsamen Bewertungen',
    gap: {
      higher: 'schätzt sich höher ein',
      lower: 'schätzt sich tiefer ein',
      hits: 'trifft',
      both: 'weicht in beide Richtungen ab',
    },
    /** Issue 31: the signed mean under the size of the gaps, so opposite gaps do not look like none. */
    tendency: 'Tendenz {{value}}',
    percent: '{{value}} %',
  },
  empty: {
    noTeacherRatings:
      'Sie haben in dieser Klasse noch nichts bewertet. Bewerten Sie in der Statistik im Dialog eines Themas oder in der Lernendenübersicht in der Bewertungsliste einer Kachel; dann zeigt diese Seite, wo die Selbsteinschätzung abweicht.',
    noPairs:
      'Ihre Bewertungen sind gespeichert, aber noch keine dieser Fragen ist auch von der lernenden Person bewertet. Sobald beide bewertet haben, erscheint hier der Vergleich.',
    toProgress: 'Zur Statistik',
    toStudents: 'Zur Lernendenübersicht',
  },
} as const
