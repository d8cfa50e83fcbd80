import { describe, expect, it } from 'vitest'
import { safeHref } from './question-links'

describe('safeHref', () => {
  it('opens stored files and web addresses', () => {
    expect(safeHref('/api/teacher/v1/files/abcdefghijklmnop')).toBe('/api/teacher/v1/files/abcdefghijklmnop')
    expect(safeHref('https://example.org/a?b=1')).toBe('https://example.org/a?b=1')
    expect(safeHref('http://schule.ch')).toBe('http://schule.ch')
  })

  it('never turns anything else into a live link', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull()
    expect(safeHref('/api/teacher/v1/other')).toBeNull()
    expect(safeHref('www.example.org')).toBeNull()
    expect(safeHref('')).toBeNull()
    expect(safeHref(null)).toBeNull()
  })
})
