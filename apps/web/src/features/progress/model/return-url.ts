import { paths } from '../../../lib/paths'

/**
 * Where the bubble chart's back link leads (docs/product/progress.md "Bubble chart"). Only a path
 * of this app is taken: the address bar's `return_url` must not send the teacher to another site
 * (issue 13), so anything else - another host, a scheme, '//host', '/\host', an unreadable value -
 * leads back to the module overview. The path is read the way the browser will read it (tabs and
 * line breaks dropped, backslashes as slashes), and must then still be on this origin.
 */
export function safeReturnPath(value: string | null, origin: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return paths.modules
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return paths.modules
  }
  if (url.origin !== origin) return paths.modules
  return `${url.pathname}${url.search}${url.hash}`
}

/** The bubble chart of an activation, coming back to `returnPath` (the page that links to it). */
export function bubbleChartOf(eventId: number, returnPath: string): string {
  return `${paths.bubbleChart}?${new URLSearchParams({ event_id: String(eventId), return_url: returnPath })}`
}
