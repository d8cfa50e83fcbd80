import type { StudentGrid } from '@lernraster/shared'
import { Alert } from '@mantine/core'
import { useTexts } from '../../../language'
import { fill } from '../../../locales'

/**
 * Why nothing can be rated here: the teacher finished the module, or archived the class in an
 * earlier school year (decision 051; the server answers such a run as finished). Nothing while the
 * module runs.
 */
export function ReadOnlyNote({ grid }: { grid: Pick<StudentGrid, 'finished' | 'archived_in'> }) {
  const texts = useTexts()
  if (grid.archived_in !== null) {
    return (
      <Alert color="gray" data-testid="read-only-note">
        {fill(texts.grid.archivedNote, { year: grid.archived_in })}
      </Alert>
    )
  }
  if (!grid.finished) return null
  return (
    <Alert color="gray" data-testid="read-only-note">
      {texts.grid.finishedNote}
    </Alert>
  )
}
