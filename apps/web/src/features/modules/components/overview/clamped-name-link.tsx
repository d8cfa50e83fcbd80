import { Anchor, Tooltip } from '@mantine/core'
import { useLayoutEffect, useRef, useState } from 'react'
import { Link } from 'react-router'

type Props = {
  module: { id: number; name: string }
  /** Where the name leads: the viewer, or the configurator for an own draft. */
  to: string
  /** Bold in a table row; a card's title takes its weight from the heading around it. */
  bold?: boolean
}

/**
 * A module's whole name as a link, on up to two lines (issue 31: names cut at 15-25 characters made
 * "Mathematik: Kompetenzraster" and "Deutsch: Kompetenzraster" look alike). Only what even two lines
 * cannot hold is clamped; then the whole name shows on hover and on keyboard focus. The link's text
 * is always the whole name, so screen readers read it whole.
 */
export function ClampedNameLink({ module, to, bold }: Props) {
  const ref = useRef<HTMLAnchorElement>(null)
  const clamped = useClamped(ref)
  return (
    <Tooltip
      label={module.name}
      multiline
      maw={320}
      disabled={!clamped}
      events={{ hover: true, focus: true, touch: false }}
    >
      <Anchor
        ref={ref}
        component={Link}
        to={to}
        c="inherit"
        fw={bold ? 600 : undefined}
        lineClamp={2}
        data-module-link={module.id}
        data-clamped={clamped || undefined}
        // A long word (a compound noun) breaks only where nothing else fits, never off the cell.
        style={{ overflowWrap: 'break-word' }}
      >
        {module.name}
      </Anchor>
    </Tooltip>
  )
}

/**
 * Whether the clamp hides part of the text: measured after every render (a renamed module keeps its
 * box's size, so no resize would tell) and whenever the element resizes (a narrower window).
 */
function useClamped(ref: React.RefObject<HTMLElement | null>): boolean {
  const [clamped, setClamped] = useState(false)
  const measure = () => {
    const element = ref.current
    if (element) setClamped(element.scrollHeight > element.clientHeight + 1)
  }
  useLayoutEffect(measure)
  const latest = useRef(measure)
  latest.current = measure
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => latest.current())
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return clamped
}
