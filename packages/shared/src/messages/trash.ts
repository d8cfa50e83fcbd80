/** The trash's server texts (issue 31); the restore conflicts say what to do instead of a bare error. */
export const trashMessages = {
  movedToTrash: 'In den Papierkorb verschoben. Sie können es 30 Tage lang wiederherstellen.',
  restored: 'Wiederhergestellt.',
  deletedForGood: 'Endgültig gelöscht.',
  moduleInTrash:
    'Das Modul dieser Aktivierung liegt im Papierkorb oder wurde gelöscht. Stellen Sie zuerst das Modul wieder her.',
  classGone:
    'Die Klasse dieser Aktivierung liegt im Papierkorb oder wurde gelöscht. Stellen Sie zuerst die Klasse wieder her.',
  subjectGone:
    'Das Fach dieser Aktivierung liegt im Papierkorb oder wurde gelöscht. Stellen Sie zuerst das Fach wieder her.',
  gridModuleGone:
    'Das Modul dieses Teils liegt im Papierkorb oder wurde gelöscht. Stellen Sie zuerst das Modul wieder her.',
  cellTaken:
    'An dieser Stelle im Raster steht inzwischen ein anderes Thema. Verschieben oder löschen Sie es, dann stellen Sie dieses wieder her.',
  blockTaken:
    'In dieser Spalte des Rasters steht inzwischen ein anderer Block. Löschen Sie ihn, dann stellen Sie diesen wieder her.',
  classNameTaken:
    'Sie haben inzwischen eine andere Klasse mit diesem Namen. Benennen Sie sie um, dann stellen Sie diese wieder her.',
  subjectTokenTaken:
    'Sie haben inzwischen ein anderes Fach mit diesem Kürzel. Ändern Sie dessen Kürzel, dann stellen Sie dieses wieder her.',
  restoreConflict:
    'Das lässt sich so nicht wiederherstellen, weil sich inzwischen etwas geändert hat, das dazugehört.',
} as const
