import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  dismissInstallHint,
  type InstallEnvironment,
  installHintFor,
  isAppleMobile,
  listenForInstallPrompt,
  promptInstall,
  readInstallHintDismissed,
  useInstallHint,
} from './install-hint'

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const iPadSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

const environment = (overrides: Partial<InstallEnvironment>): InstallEnvironment => ({
  userAgent: androidChrome,
  maxTouchPoints: 5,
  standalone: undefined,
  displayModeStandalone: false,
  installPromptAvailable: false,
  dismissed: false,
  ...overrides,
})

describe('installHintFor', () => {
  it('shows the home-screen steps in Safari on an iPhone or iPad in a tab', () => {
    expect(installHintFor(environment({ userAgent: iPhoneSafari, standalone: false }))).toBe('ios')
    expect(installHintFor(environment({ userAgent: iPadSafari, standalone: false, maxTouchPoints: 5 }))).toBe(
      'ios',
    )
  })

  it('shows nothing once the app runs from the home screen or installed', () => {
    expect(installHintFor(environment({ userAgent: iPhoneSafari, standalone: true }))).toBeNull()
    expect(
      installHintFor(environment({ displayModeStandalone: true, installPromptAvailable: true })),
    ).toBeNull()
  })

  it('does not take a Mac for an iPad', () => {
    expect(isAppleMobile({ userAgent: iPadSafari, maxTouchPoints: 0 })).toBe(false)
    expect(
      installHintFor(environment({ userAgent: iPadSafari, standalone: false, maxTouchPoints: 0 })),
    ).toBeNull()
  })

  it('offers the browser install only once the browser offered its prompt', () => {
    expect(installHintFor(environment({}))).toBeNull()
    expect(installHintFor(environment({ installPromptAvailable: true }))).toBe('prompt')
  })

  it('shows nothing after the student closed it', () => {
    expect(
      installHintFor(environment({ userAgent: iPhoneSafari, standalone: false, dismissed: true })),
    ).toBeNull()
    expect(installHintFor(environment({ installPromptAvailable: true, dismissed: true }))).toBeNull()
  })
})

describe('the install prompt and the dismissal on this device', () => {
  afterEach(() => localStorage.clear())

  it('keeps the browser prompt for the button, shows it once, and remembers a dismissal', async () => {
    const target = new EventTarget() as Window
    listenForInstallPrompt(target)
    const { result } = renderHook(() => useInstallHint())
    expect(result.current).toBeNull()

    const prompt = vi.fn(async () => undefined)
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    })
    act(() => {
      target.dispatchEvent(event)
    })
    expect(event.defaultPrevented).toBe(true)
    expect(result.current).toBe('prompt')

    await act(() => promptInstall())
    expect(prompt).toHaveBeenCalledOnce()
    expect(result.current).toBeNull()

    expect(readInstallHintDismissed()).toBe(false)
    act(() => dismissInstallHint())
    expect(readInstallHintDismissed()).toBe(true)
  })
})
