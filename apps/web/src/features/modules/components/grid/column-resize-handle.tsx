import { gridLimits } from '@lernraster/shared'
import type { KeyboardEvent, PointerEvent } from 'react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { clampColumnWidth, widthForKey } from '../../model/column-widths'

type Props = {
  column: number
  /** The width the column has on screen now, in px. */
  width: number
  /** While the pointer drags: the grid follows without writing to storage on every move. */
  onPreview: (width: number | null) => void
  onChange: (width: number) => void
}

/**
 * The border at the right of a column header: drag it, or focus it and use the arrow keys (Shift for
 * bigger steps, Home and End for the limits). A focusable separator with a value is the WAI-ARIA
 * window splitter pattern, so screen readers announce the width.
 */
export function ColumnResizeHandle({ column, width, onPreview, onChange }: Props) {
  const { t } = useTranslation()
  const drag = useRef<{ startX: number; startWidth: number; width: number } | null>(null)

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { startX: event.clientX, startWidth: width, width }
  }
  function pointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return
    drag.current.width = clampColumnWidth(drag.current.startWidth + event.clientX - drag.current.startX)
    onPreview(drag.current.width)
  }
  function pointerEnd() {
    if (!drag.current) return
    const { width: last, startWidth } = drag.current
    drag.current = null
    onPreview(null)
    if (last !== startWidth) onChange(last)
  }
  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = widthForKey(width, event.key, event.shiftKey)
    if (next === undefined) return
    event.preventDefault()
    onChange(next)
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <hr> cannot be focused or dragged; a focusable separator is the window splitter pattern
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('moduleEditor.grid.resize', { column })}
      aria-valuemin={gridLimits.columnWidthMin}
      aria-valuemax={gridLimits.columnWidthMax}
      aria-valuenow={Math.round(width)}
      aria-valuetext={t('moduleEditor.grid.resizeValue', { width: Math.round(width) })}
      tabIndex={0}
      className="column-resize-handle"
      onPointerDown={pointerDown}
      onPointerMove={pointerMove}
      onPointerUp={pointerEnd}
      onPointerCancel={pointerEnd}
      onKeyDown={keyDown}
    />
  )
}
