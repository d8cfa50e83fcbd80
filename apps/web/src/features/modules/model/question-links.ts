import { filePathPrefix } from '@lernraster/shared'

/**
 * The address a stored link may be opened at: a file of ours, or an http(s) address. React blocks
 * `javascript:` links but not `data:text/html` (docs/stack.md "Safe links"), and the server checks what it
 * stores; this keeps a link that slipped through (older data) from becoming a live one. Null: show
 * the text, link nothing.
 */
export function safeHref(link: string | null | undefined): string | null {
  if (!link) return null
  if (link.startsWith(filePathPrefix)) return link
  try {
    const { protocol } = new URL(link)
    return protocol === 'http:' || protocol === 'https:' ? link : null
  } catch {
    return null
  }
}
