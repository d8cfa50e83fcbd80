import { useEffect, useState } from 'react'
import { useClientState } from '../../../lib/client-state'

const tableKey = 'classes'

/**
 * The page of the classes table, kept in the browser between visits with the other persisted
 * settings. `arrival` (the page of a class just created through /exams/new) is shown first and kept.
 */
export function useClassesPage(arrival: number | undefined): [number, (page: number) => void] {
  const saved = useClientState((state) => state.tables[tableKey]?.page)
  const setTable = useClientState((state) => state.setTable)
  const [arriving, setArriving] = useState(arrival)
  useEffect(() => {
    if (!arrival) return
    setTable(tableKey, { page: arrival })
    setArriving(undefined)
  }, [arrival, setTable])
  const page = Number.isInteger(saved) && (saved ?? 0) >= 1 ? (saved as number) : 1
  return [arriving ?? page, (next) => setTable(tableKey, { page: next })]
}
