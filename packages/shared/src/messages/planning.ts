/** Texts of the teacher's homework and exam planning (issue 15). */
export const planningMessages = {
  typeInvalid: 'Bitte wählen Sie Hausaufgabe oder Prüfung.',
  topicRequired: 'Bitte wählen Sie ein Thema.',
  groupRequired: 'Bitte wählen Sie eine Klasse.',
  subjectRequired: 'Bitte wählen Sie ein Fach.',
  dateInvalid: 'Bitte geben Sie ein gültiges Datum an.',
  homeworkDueInPast: 'Das Abgabedatum einer Hausaufgabe darf nicht in der Vergangenheit liegen.',
  topicWithoutQuestions: 'Dieses Thema hat noch keine Fragen, die bewertet werden könnten.',
  topicNotUsable: 'Dieses Thema gehört zu keinem Modul, das Sie verwenden dürfen.',
  gradeInvalid: 'Bitte geben Sie eine Note von 1 bis 6 in halben Schritten an.',
  studentNotInClass: 'Diese Person ist nicht in der Klasse.',
  created: 'Die Hausaufgabe wurde gespeichert.',
  examCreated: 'Die Prüfung wurde gespeichert.',
  gradesSaved: 'Die Noten wurden gespeichert.',
} as const
