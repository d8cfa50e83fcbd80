import { Text, type TextProps, Tooltip, VisuallyHidden } from '@mantine/core'
import { isTruncated, truncateText } from '../../../../lib/truncate'

type Props = TextProps & {
  text: string
  /** The length (`truncation`, docs/product/modules.md "Dialogs, messages and lengths"). */
  max: number
  /** The whole text for hover and screen readers when it says more than `text` (a subject's title). */
  full?: string
}

/**
 * A name cut to the spec's length, with the whole name on hover and for screen readers (docs/design.md
 * "Long names"): screen readers hear the whole name instead of the cut one.
 */
export function Truncated({ text, max, full, ...textProps }: Props) {
  const whole = full ?? text
  const shown = truncateText(text, max)
  if (!isTruncated(text, max) && whole === text) {
    return (
      <Text span inherit {...textProps}>
        {text}
      </Text>
    )
  }
  return (
    <Tooltip label={whole} multiline maw={320}>
      <Text span inherit {...textProps}>
        <span aria-hidden>{shown}</span>
        <VisuallyHidden>{whole}</VisuallyHidden>
      </Text>
    </Tooltip>
  )
}
