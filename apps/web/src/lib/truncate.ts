/**
 * A name cut to its length (`truncation`, docs/product/modules.md "Dialogs, messages and lengths") with an
 * ellipsis; the caller shows the full name on hover and to screen readers (docs/design.md
 * "Long names"). Counts characters, not UTF-16 units, so an emoji or an accented letter
 * typed as two code points is never split.
 */
export function truncateText(text: string, max: number): string {
  const characters = Array.from(text.trim())
  if (characters.length <= max) return characters.join('')
  return `${characters.slice(0, max).join('').trimEnd()}…`
}

/** Whether `truncateText` would cut the text: only then does it need a tooltip. */
export function isTruncated(text: string, max: number): boolean {
  return Array.from(text.trim()).length > max
}
