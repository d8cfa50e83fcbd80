/**
 * Goes through a test provider's pages as a browser would, by HTTP (redirects by hand, a cookie jar):
 * opens the authorization address, logs in with `login` at the development login form (or aborts
 * there) and returns the query string the provider sends the browser back to the app with.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  redirectUri: string,
  login: string | 'abort',
): Promise<string> {
  const jar = new Map<string, string>()
  const send = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const [name = '', value = ''] = pair.split('=', 2)
      const gone = value === '' || attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute))
      if (gone) jar.delete(name.trim())
      else jar.set(name.trim(), value)
    }
    return response
  }
  let url = authorizationUrl
  for (let step = 0; step < 12; step++) {
    const response = await send(url)
    const location = response.headers.get('location')
    if (!location) {
      const page = await response.text()
      if (!page.includes('name="login"'))
        throw new Error(`the provider stopped at ${url}: ${page.slice(0, 300)}`)
      // The development login form: any login and password.
      const submitted =
        login === 'abort'
          ? await send(`${url}/abort`)
          : await send(url, { prompt: 'login', login, password: 'egal' })
      url = new URL(submitted.headers.get('location') ?? '', url).href
      continue
    }
    const next = new URL(location, url)
    if (next.href.startsWith(redirectUri)) return next.search
    url = next.href
  }
  throw new Error('the provider did not send the browser back')
}
