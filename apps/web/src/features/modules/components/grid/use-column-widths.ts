import { useState } from 'react'
import { useClientState } from '../../../../lib/client-state'
import { type ColumnWidth, readColumnWidths, withColumnWidth } from '../../model/column-widths'

/**
 * The grid's column widths, kept per module in the persisted client state. A module that is not
 * stored yet has no id to keep them under: its widths live as long as the page.
 */
export function useColumnWidths(moduleId: number | undefined, columns: number) {
  const saved = useClientState((state) =>
    moduleId === undefined ? undefined : state.gridColumnWidths[String(moduleId)],
  )
  const [unsaved, setUnsaved] = useState<number[]>([])
  const widths: ColumnWidth[] = readColumnWidths(moduleId === undefined ? unsaved : saved, columns)

  function setWidth(column: number, width: number) {
    const next = withColumnWidth(widths, column, width)
    if (moduleId === undefined) {
      setUnsaved(next)
      return
    }
    useClientState.setState((state) => ({
      gridColumnWidths: { ...state.gridColumnWidths, [String(moduleId)]: next },
    }))
  }

  return { widths, setWidth }
}
