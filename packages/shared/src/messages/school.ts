import { ownPracticeClassName, schoolLimits } from '../school'

/** Texts of subjects and classes (docs/product/subjects-and-classes.md "Subjects", "Classes"). */
export const schoolMessages = {
  subjectTitleRequired: 'Bitte geben Sie einen Namen für das Fach ein',
  subjectTitleTooLong: `Der Name darf höchstens ${schoolLimits.subjectTitleMax} Zeichen lang sein`,
  subjectTokenRequired: 'Bitte geben Sie ein Kürzel für das Fach ein',
  subjectTokenTooLong: `Das Kürzel darf höchstens ${schoolLimits.subjectTokenMax} Zeichen lang sein`,
  subjectTokenTaken: 'Dieses Kürzel verwenden Sie schon für ein anderes Fach. Bitte wählen Sie ein anderes.',
  subjectInUse:
    'Dieses Fach wird noch von Hausaufgaben, Prüfungen oder Modulen verwendet und kann nicht gelöscht werden.',
  groupNameRequired: 'Bitte geben Sie einen Namen für die Klasse ein',
  groupNameTooLong: `Der Name darf höchstens ${schoolLimits.groupNameMax} Zeichen lang sein`,
  groupNameReserved: `Der Name ${ownPracticeClassName} ist für Ihre eigene Übungsklasse reserviert`,
  idInvalid: 'Bitte geben Sie eine gültige Nummer an',
} as const
