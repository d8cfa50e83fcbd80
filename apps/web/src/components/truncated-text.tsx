import { VisuallyHidden } from '@mantine/core'
import { isTruncated, truncateText } from '../lib/truncate'

/**
 * A name cut to the spec's length; the full name shows on hover and is what screen readers read
 * (docs/design.md "Long names").
 */
export function TruncatedText({ text, max }: { text: string; max: number }) {
  if (!isTruncated(text, max)) return <>{text}</>
  return (
    <span title={text}>
      <span aria-hidden>{truncateText(text, max)}</span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  )
}
