import { studentCacheNames } from './cache-names'

/**
 * Registers the student app's service worker (built by vite-plugin-pwa, decision 029) once the page
 * has loaded, so that its precache download does not compete with the first screen. No update prompt
 * and no skipWaiting: a new version installs in the background and takes over at the next start.
 */
export function registerStudentServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const register = () => {
    navigator.serviceWorker.register('/student/sw.js', { scope: '/student/' }).catch(() => undefined)
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

/**
 * Deletes what the service worker keeps of the student's data (the API's answers and their files):
 * they are one student's, and the next one on this device must not see them offline. Called where
 * the app logs out and where a 401 ends the session. The app shell's precache stays.
 */
export async function forgetCachedStudentData(cacheStorage: CacheStorage | undefined = globalThis.caches) {
  if (!cacheStorage) return
  await Promise.all(
    Object.values(studentCacheNames).map((name) => cacheStorage.delete(name).catch(() => false)),
  )
}
