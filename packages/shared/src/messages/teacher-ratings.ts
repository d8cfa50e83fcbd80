import { teacherRatingLimits } from '../teacher-ratings'

/** The teacher's judgment (issue 19): the server's texts, in the teacher app's "Sie". */
export const teacherRatingMessages = {
  gradeInvalid: 'Bitte wählen Sie eine Note von 0 bis 6 in halben Schritten.',
  studentsRequired: 'Bitte wählen Sie mindestens eine Schülerin oder einen Schüler.',
  studentsTooMany: `Höchstens ${teacherRatingLimits.studentsMax} Schülerinnen und Schüler auf einmal.`,
  questionOrTopic: 'Bitte wählen Sie eine Frage oder ein Thema, nicht beides.',
  notInClass: 'Nicht alle gewählten Schülerinnen und Schüler sind aktiv in dieser Klasse.',
  topicWithoutQuestions: 'Dieses Thema hat noch keine Fragen.',
  releasedInvalid: 'Bitte geben Sie an, ob die Schülerinnen und Schüler die Bewertungen sehen.',
  topicNotInModule: 'Dieses Thema gehört nicht zum Modul dieser Klasse.',
} as const
