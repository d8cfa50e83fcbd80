import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useOpeningSnapshot } from './use-opening-snapshot'

describe('useOpeningSnapshot', () => {
  it('keeps what the dialog opened with until it opens again', () => {
    const { result, rerender } = renderHook(({ opened, value }) => useOpeningSnapshot(opened, value), {
      initialProps: { opened: false, value: 'leer' },
    })
    rerender({ opened: true, value: 'neues Thema' })
    expect(result.current).toEqual({ shown: 'neues Thema', opening: 1 })
    // Saved: the grid reloaded and the cell now holds the topic, while the dialog still shows.
    rerender({ opened: true, value: 'gespeichertes Thema' })
    expect(result.current.shown).toBe('neues Thema')
    rerender({ opened: false, value: 'gespeichertes Thema' })
    expect(result.current.shown).toBe('neues Thema')
    rerender({ opened: true, value: 'gespeichertes Thema' })
    expect(result.current).toEqual({ shown: 'gespeichertes Thema', opening: 2 })
  })

  it('takes the first props of a dialog that starts open', () => {
    const { result } = renderHook(() => useOpeningSnapshot(true, 7))
    expect(result.current).toEqual({ shown: 7, opening: 0 })
  })
})
