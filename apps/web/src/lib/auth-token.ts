/**
 * The API token lives in local storage and in the `api_token` cookie (docs/product/accounts.md "Sessions").
 * The server reads only the Authorization header (decision 004); the cookie is for the sibling apps on the
 * host.
 */
export const tokenStorageKey = 'lernraster.api_token'
const cookieName = 'api_token'
/** As long as the server's absolute token lifetime allows at most; the server decides validity. */
const cookieMaxAgeSeconds = 60 * 60 * 24 * 30

export function readToken(): string | null {
  try {
    return localStorage.getItem(tokenStorageKey)
  } catch {
    return null
  }
}

export function writeToken(token: string) {
  localStorage.setItem(tokenStorageKey, token)
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Firefox and Safari
  document.cookie = cookie(encodeURIComponent(token), cookieMaxAgeSeconds)
}

export function clearToken() {
  localStorage.removeItem(tokenStorageKey)
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Firefox and Safari
  document.cookie = cookie('', 0)
}

function cookie(value: string, maxAge: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  return `${cookieName}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`
}
