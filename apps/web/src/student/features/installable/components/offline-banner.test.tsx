import { MantineProvider } from '@mantine/core'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageProvider } from '../../../language'
import { installableTexts } from '../texts'
import { OfflineBanner } from './offline-banner'

let online = true
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })

afterEach(() => {
  cleanup()
  online = true
})

function switchTo(next: boolean) {
  online = next
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'))
  })
}

describe('OfflineBanner', () => {
  it('says so in its status region while offline, and is empty again when back online', () => {
    render(
      <MantineProvider>
        <LanguageProvider>
          <OfflineBanner />
        </LanguageProvider>
      </MantineProvider>,
    )
    const region = screen.getByRole('status')
    expect(region.textContent).toBe('')
    switchTo(false)
    expect(region.textContent).toBe(installableTexts.de.offline)
    switchTo(true)
    expect(region.textContent).toBe('')
  })
})
