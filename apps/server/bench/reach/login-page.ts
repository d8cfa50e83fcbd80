import { chromium, type Request } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../../../e2e/support/chromium'
import { atMost, type Figure, formatKb, valueFigure } from './figures'

// Figure 5: the bytes a first visit of the login page receives in Chromium (a new browser, nothing
// cached): every request until the network is idle, its encoded body and its response headers.

export async function loginPageFigures(baseUrl: string): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage()
    const finished: Request[] = []
    page.on('requestfinished', (request) => finished.push(request))
    await page.goto(`${baseUrl}/auth/login`, { waitUntil: 'networkidle' })
    let bytes = 0
    let largest = { url: '', bytes: 0 }
    for (const request of finished) {
      const sizes = await request.sizes()
      const received = sizes.responseBodySize + sizes.responseHeadersSize
      bytes += received
      if (received > largest.bytes) largest = { url: new URL(request.url()).pathname, bytes: received }
    }
    return [
      valueFigure({
        group: 5,
        figure: 'login page, first visit, bytes received',
        value: bytes,
        format: formatKb,
        reach: atMost(250_000, '<= 250 KB'),
        note: `${finished.length} requests; largest ${largest.url} ${formatKb(largest.bytes)}`,
      }),
    ]
  } finally {
    await browser.close()
  }
}
