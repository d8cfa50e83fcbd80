import { useSyncExternalStore } from 'react'

/** Which install hint the home page shows: the iPhone/iPad steps, the browser's own install, or none. */
export type InstallHint = 'ios' | 'prompt' | null

export interface InstallEnvironment {
  userAgent: string
  maxTouchPoints: number
  /** `navigator.standalone`: false in Safari on iPhone and iPad in a tab, true from the home screen, else missing. */
  standalone: boolean | undefined
  /** `(display-mode: standalone)`: the app already runs installed. */
  displayModeStandalone: boolean
  /** The browser offered its install prompt (`beforeinstallprompt`, Chromium). */
  installPromptAvailable: boolean
  /** The student closed the hint on this device. */
  dismissed: boolean
}

/** An iPhone, iPod or iPad; an iPad's Safari says "Macintosh" but has a touch screen. */
export function isAppleMobile({
  userAgent,
  maxTouchPoints,
}: Pick<InstallEnvironment, 'userAgent' | 'maxTouchPoints'>) {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
}

export function installHintFor(environment: InstallEnvironment): InstallHint {
  if (environment.dismissed || environment.displayModeStandalone || environment.standalone === true)
    return null
  if (environment.standalone === false && isAppleMobile(environment)) return 'ios'
  if (environment.installPromptAvailable) return 'prompt'
  return null
}

const dismissedKey = 'lernraster.student_install_hint_dismissed'

export function readInstallHintDismissed(): boolean {
  try {
    return localStorage.getItem(dismissedKey) === '1'
  } catch {
    return false
  }
}

/** Kept on this device: the hint does not come back after the student closed it. */
export function dismissInstallHint(): void {
  try {
    localStorage.setItem(dismissedKey, '1')
  } catch {
    // Storage blocked (private mode): the hint is closed until the next start.
  }
  notify()
}

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let installPrompt: InstallPromptEvent | null = null
let hiddenUntilRestart = false
const listeners = new Set<() => void>()
function notify(): void {
  for (const listener of listeners) listener()
}

/**
 * Keeps Chromium's install prompt for the card's button (the event comes once, early, before the home
 * page may be open), and forgets it once the app is installed. Called once at start (main.tsx).
 */
export function listenForInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    installPrompt = event as InstallPromptEvent
    notify()
  })
  target.addEventListener('appinstalled', () => {
    installPrompt = null
    notify()
  })
}

/** Shows the browser's install dialog; the card goes whatever the student chose there. */
export async function promptInstall(): Promise<void> {
  const event = installPrompt
  if (!event) return
  installPrompt = null
  hiddenUntilRestart = true
  notify()
  await event.prompt().catch(() => undefined)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function currentHint(): InstallHint {
  if (hiddenUntilRestart) return null
  return installHintFor({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: (navigator as Navigator & { standalone?: boolean }).standalone,
    displayModeStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    installPromptAvailable: installPrompt !== null,
    dismissed: readInstallHintDismissed(),
  })
}

/** The hint for this device, following the install prompt's arrival and the student's dismissal. */
export function useInstallHint(): InstallHint {
  return useSyncExternalStore(subscribe, currentHint, () => null)
}
