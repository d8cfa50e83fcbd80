import { describe, expect, it } from 'vitest'
import { bubbleChartOf, safeReturnPath } from './return-url'

const origin = 'https://lernraster.example'

describe('safeReturnPath', () => {
  it('keeps a path of the app with its query', () => {
    expect(safeReturnPath('/stats/progress?module_id=7&event_id=70', origin)).toBe(
      '/stats/progress?module_id=7&event_id=70',
    )
    expect(safeReturnPath('/modules#aktiv', origin)).toBe('/modules#aktiv')
  })

  it('leads to the module overview without a value', () => {
    expect(safeReturnPath(null, origin)).toBe('/modules')
    expect(safeReturnPath('', origin)).toBe('/modules')
  })

  it('refuses other sites, however they are written', () => {
    for (const value of [
      'https://evil.example/stats',
      '//evil.example/stats',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'stats/progress',
      ' /stats/progress',
      `${origin}/stats/progress`,
    ]) {
      expect(safeReturnPath(value, origin), value).toBe('/modules')
    }
  })

  it('gives the path as the browser reads it', () => {
    expect(safeReturnPath('/stats/../modules?x=1', origin)).toBe('/modules?x=1')
  })
})

describe('bubbleChartOf', () => {
  it('carries the page to come back to, encoded, and that page survives the check', () => {
    const link = bubbleChartOf(70, '/stats/progress?module_id=7&event_id=70')
    expect(link).toBe(
      '/charts/BubbleChartEvent?event_id=70&return_url=%2Fstats%2Fprogress%3Fmodule_id%3D7%26event_id%3D70',
    )
    const back = new URL(link, origin).searchParams.get('return_url')
    expect(safeReturnPath(back, origin)).toBe('/stats/progress?module_id=7&event_id=70')
  })
})
