import { fileLimits, gridLimits, moduleLimits } from '../modules'

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024))

/**
 * The modules' texts (docs/product/modules.md quotes them): the original's verbatim, and our own, in correct
 * German, for what it left open.
 */
export const moduleMessages = {
  moduleNameRequired: '1. Bitte einen Titel definieren',
  moduleNameTooLong: `Der Titel darf höchstens ${moduleLimits.moduleNameMax} Zeichen lang sein`,
  moduleDescriptionTooLong: `Die Beschreibung darf höchstens ${moduleLimits.moduleDescriptionMax} Zeichen lang sein`,
  gridRowsOutOfRange: `Ein Raster hat ${gridLimits.minRows} bis ${gridLimits.maxRows} Zeilen.`,
  gridColumnsOutOfRange: `Ein Raster hat ${gridLimits.minColumns} bis ${gridLimits.maxColumns} Spalten.`,
  statusNotChangeable:
    'Der Status eines Moduls ändert sich nur durch Aktivieren, Abschliessen oder Veröffentlichen.',
  blockNameRequired: 'Bitte geben Sie einen Namen für den Block ein',
  blockNameTooLong: `Der Name darf höchstens ${moduleLimits.blockNameMax} Zeichen lang sein`,
  blockOrderOutsideGrid: 'Diese Spalte liegt ausserhalb des Rasters.',
  blockColumnTaken: 'In dieser Spalte gibt es schon einen Block.',
  topicTitleRequired: 'Bitte geben Sie einen Titel ein',
  topicTitleTooLong: `Der Titel darf höchstens ${moduleLimits.topicTitleMax} Zeichen lang sein`,
  topicNeedsQuestion: 'Bitte geben Sie mindestens eine Frage mit einem Titel ein',
  topicOrderOutsideGrid: 'Diese Zeile liegt ausserhalb des Rasters.',
  topicCellTaken: 'In diesem Feld gibt es schon ein Thema.',
  topicTypeUnknown: 'Bitte wählen Sie einen Thementyp aus der Liste.',
  tooManyQuestions: `Ein Thema hat höchstens ${gridLimits.maxQuestionsPerTopic} Fragen.`,
  questionTitleRequired: 'Bitte geben Sie einen Titel ein',
  questionDescriptionRequired: 'Bitte geben Sie eine Beschreibung ein',
  questionTitleTooLong: `Der Titel darf höchstens ${moduleLimits.questionTitleMax} Zeichen lang sein`,
  questionNotInTopic: 'Diese Frage gehört nicht zu diesem Thema.',
  linkInvalid: 'Bitte geben Sie eine gültige Adresse ein (http:// oder https://).',
  fileUnknown: 'Diese Datei gibt es nicht mehr. Bitte laden Sie sie erneut hoch.',
  fileWrongKind: 'Diese Datei passt nicht in dieses Feld.',
  solutionNeedsContent: 'Bitte geben Sie die Lösung ein oder entfernen Sie sie.',
  contentFileTooLarge: `Maximale Dateigrösse ${megabytes(fileLimits.contentMaxBytes)} MB`,
  sourceFileTooLarge: `Maximale Dateigrösse ${megabytes(fileLimits.sourceMaxBytes)} MB`,
  coverTooLarge: `Maximale Bildgrösse ${megabytes(fileLimits.coverMaxBytes)} MB`,
  coverRequired: `Bitte laden Sie ein Bild hoch (max. ${megabytes(fileLimits.coverMaxBytes)}MB Grösse)`,
  coverUnchanged: 'Das Bild hat sich nicht geändert',
  contentFileType: 'Bitte laden Sie ein Bild (PNG, JPEG, GIF, WebP) oder ein PDF hoch.',
  coverFileType: 'Bitte laden Sie ein Bild (PNG, JPEG, GIF oder WebP) hoch.',
  fileMissing: 'Bitte wählen Sie eine Datei aus.',
  uploadFieldBeforeFile: 'Dieses Feld muss vor der Datei gesendet werden.',
  uploadFieldTwice: 'Dieses Feld wurde mehrmals gesendet.',
  uploadFieldInvalid: 'Dieser Wert ist ungültig.',
  sourceTypeInvalid: 'Bitte geben Sie an, ob die Quelle zur Frage oder zur Lösung gehört.',
  blockNotInModule: 'Dieser Block gehört nicht zu diesem Modul.',
  quotaExceeded:
    'Ihr Speicherplatz für Dateien ist voll. Löschen Sie nicht mehr benötigte Module oder wenden Sie sich an Ihre Schule.',
  removalTargetRequired: 'Bitte geben Sie an, welcher Block oder welches Thema gelöscht werden soll.',
  notRearrangeable:
    'Themen lassen sich nur in einem Entwurf verschieben, der weder veröffentlicht noch mit einer Klasse aktiv ist.',
  duplicateNameRequired: 'Bitte geben Sie einen Namen für die Kopie ein',
  moduleRemoved: 'Das Modul wurde gelöscht.',
  blockRemoved: 'Der Block wurde gelöscht.',
  topicRemoved: 'Das Thema wurde gelöscht.',
  topicMoved: 'Das Thema wurde verschoben.',
  // Activation and finishing (docs/product/runs.md "Activating"; the original's two sentences verbatim).
  activateGroupRequired: 'Bitte wählen Sie eine Klasse aus oder erstellen Sie eine neue.',
  activateSubjectRequired: 'Bitte wählen Sie ein Fach aus oder erstellen Sie ein neues.',
  activateNeedsContent: 'Das Modul braucht mindestens einen Block mit einem Thema, das eine Frage enthält.',
  activateNoActiveStudents:
    "Es gibt keine aktiven Schüler in dieser Klasse. Das Modul kann nicht auf 'aktiv' gesetzt werden.",
  alreadyActivated: 'Bereits für diese Klasse aktiviert',
  activateNotAllowed: 'Dieses Modul kann nicht aktiviert werden, solange der Store es prüft.',
  moduleActivated: 'Das Modul ist für die Klasse aktiviert.',
  moduleFinished: 'Das Modul ist als abgeschlossen markiert.',
  moduleReactivated: 'Das Modul ist wieder aktiv.',
  activationRemoved: 'Die Aktivierung und ihre Bewertungen wurden gelöscht.',
  // Sharing (docs/product/modules.md "Sharing"; the original's texts verbatim where it gave them).
  shareEmailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  shareEmailTooLong: `Die E-Mail-Adresse darf höchstens ${moduleLimits.shareEmailMax} Zeichen lang sein`,
  alreadyShared: 'Bereits mit dieser E-Mail geteilt',
  teacherFound: 'Es wurde jemand mit dieser E-Mail gefunden',
  teacherNotFound: 'Es wurde keine Lehrperson mit dieser E-Mail Adresse gefunden',
  shareWithSelf: 'Das Modul gehört Ihnen schon.',
  moduleShared: 'Das Modul wurde erfolgreich geteilt',
  shareRemoved: 'Das Modul ist nicht mehr geteilt.',
  shareNotFound: 'Das Modul ist nicht mit dieser Lehrperson geteilt.',
  feedbackToggled: 'Die Rückmeldung wurde geändert.',
} as const
