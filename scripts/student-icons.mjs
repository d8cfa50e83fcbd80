#!/usr/bin/env node
// Renders the student app's icons (issue 32, decision 029) from the mark in apps/web/public/favicon.svg
// with Debian's Chromium, into apps/web/student/public/icons/ (committed; run again after changing the
// mark): 192 and 512 px as the mark is (rounded corners, transparent around them), a maskable 512 px
// (the whole square the mark's blue, the grid inside the safe zone: a circle of 80 % of the width),
// and the 180 px apple-touch-icon (a square without transparency: iOS rounds it itself and fills
// transparent pixels with black).
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { findChromium } from './chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'apps/web/student/public/icons')
const mark = readFileSync(path.join(root, 'apps/web/public/favicon.svg'), 'utf8')

// The mark is a 32-unit square: a rounded blue background, then the grid's cells.
const background = mark.match(/<rect width="32" height="32"[^>]*\/>/)?.[0]
const blue = background?.match(/fill="(#[0-9a-f]+)"/i)?.[1]
const cells = mark
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<title>.*?<\/title>/, '')
  .replace(background ?? '', '')
if (!background || !blue) throw new Error('favicon.svg no longer starts with its 32x32 background rect')

/** The cells (6..26 of 32) scaled about the centre so that they span `share` of the icon. */
const fullBleed = (share) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${blue}"/>` +
  `<g transform="translate(16 16) scale(${(share * 32) / 20}) translate(-16 -16)">${cells}</g></svg>`

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  // The grid's square spans 55 %: its corners (diagonal 0.55 x 1.414 = 78 %) stay inside the 80 % circle.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.55) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(0.625) },
]

const executablePath = findChromium()
if (!executablePath) throw new Error('Chromium not found (apt-get install -y chromium)')
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
})
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`)
    await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: true })
    await page.close()
    console.log(`${path.relative(root, path.join(outDir, icon.file))}  ${icon.size}x${icon.size}`)
  }
} finally {
  await browser.close()
}
