import { useSearchParams } from 'react-router'

type FilterValue = string | number | undefined

/**
 * A list's filters kept in the address, so a reload or a link shows the same list. `change` merges
 * values into the query string, leaving out empty ones and those equal to `defaults` (the address
 * names only what differs), and starts again at page 1 unless the page itself changes. It replaces
 * the history entry: typing into a filter is no step to go back to.
 */
export function useAddressFilters(defaults: Record<string, string> = {}) {
  const [params, setParams] = useSearchParams()
  const change = (next: Record<string, FilterValue>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current)
        for (const [key, value] of Object.entries(next)) {
          if (value === '' || value === undefined || defaults[key] === String(value)) merged.delete(key)
          else merged.set(key, String(value))
        }
        if (!('page' in next)) merged.delete('page')
        return merged
      },
      { replace: true },
    )
  return { params, change }
}
