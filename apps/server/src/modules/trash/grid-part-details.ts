import type { ModuleRow } from '../core/module-access'
import type { TrashDetails } from './trash.repo'

/** What a removed grid part remembers of its module: which one, and its size before the removal. */
export const gridPartDetails = (
  module: ModuleRow,
): Omit<TrashDetails, 'topics' | 'questions' | 'ratings' | 'students' | 'activations' | 'files'> => ({
  module_id: module.id,
  module_name: module.name,
  group_name: null,
  rows_before: module.rows,
  columns_before: module.columns,
})
