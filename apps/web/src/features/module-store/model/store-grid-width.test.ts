import { describe, expect, it } from 'vitest'
import { storeGridWidth } from './store-grid-width'

describe('the store grid width', () => {
  // The page's room: the viewport less a scroll bar and the gutters (app/global.css: 56 px, 16 px below 1024).
  const room = (viewport: number) => viewport - 17 - 2 * (viewport >= 1024 ? 56 : 16)

  it('fits six columns at 1440 and at 1024 px without scrolling', () => {
    expect(storeGridWidth(6).min).toBeLessThanOrEqual(room(1024))
    expect(storeGridWidth(6).min).toBeLessThanOrEqual(room(1440))
  })

  it('stops growing at the viewer’s column width', () => {
    expect(storeGridWidth(2).max).toBeLessThan(room(1440))
  })
})
