import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { chromiumPath } from '../../../../e2e/support/chromium'
import { freePort } from '../../test/support/processes'
import { atLeast, atMost, type Figure, formatSeconds, notMeasured, valueFigure } from './figures'
import { repoRoot } from './processes'

// Figure 6: Lighthouse's mobile preset (simulated slow 4G, 4x slower CPU) in Debian's Chromium, on the
// login page of a new browser and on the class list logged in (docs/stack.md "Performance tools": a
// Chromium started here with a debugging port; Lighthouse opens the demo link in it, then the class
// list, keeping the login between the two).

const lighthouse = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js')
const headless = ['--headless=new', '--no-sandbox', '--disable-gpu']
const liveStream = '/api/teacher/v1/live'

interface Audit {
  score: number
  largestPaintMs: number
  /** Where the page ended: the class list redirects to the login page when the login did not hold. */
  finalUrl: string
}

/** Lighthouse's JSON report, as far as the figures read it. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<
    string,
    { score?: number | null; title: string; displayValue?: string; numericValue?: number }
  >
  finalDisplayedUrl: string
  /** Lighthouse's measure of the host's CPU (its throttling guide: 1000-1500 is a low-end desktop). */
  environment?: { benchmarkIndex?: number }
}

/**
 * Runs Lighthouse's CLI on a page in Debian's Chromium, writes its JSON report to `output` and reads
 * it back. `options` are the CLI's own (categories, `--port`, blocked URLs ...). Fails when the run
 * did: an exit code, or a runtime error in the report.
 */
export function lighthouseReport(url: string, output: string, options: string[]): Promise<LighthouseReport> {
  const args = [lighthouse, url, '--output=json', `--output-path=${output}`, '--quiet', ...options]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${stderr.slice(-2000)}`))
      const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport & {
        runtimeError?: { message: string }
      }
      if (report.runtimeError) return reject(new Error(`lighthouse: ${report.runtimeError.message}`))
      resolve(report)
    })
  })
}

async function runLighthouse(url: string, extra: string[], workDir: string): Promise<Audit> {
  const output = path.join(workDir, `report-${Date.now()}.json`)
  const report = await lighthouseReport(url, output, ['--only-categories=performance', ...extra])
  return {
    score: (report.categories.performance?.score ?? Number.NaN) * 100,
    largestPaintMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    finalUrl: report.finalDisplayedUrl,
  }
}

/** A Chromium of our own with a debugging port: Lighthouse cannot attach to one Playwright launched. */
export async function startChromium(port: number, profile: string): Promise<ChildProcess> {
  const browser = spawn(
    chromiumPath,
    [
      ...headless,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  )
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/json/version`)
      return browser
    } catch {
      await delay(50)
    }
  }
  await stopChromium(browser)
  throw new Error(`Chromium did not open its debugging port ${port}`)
}

/** The browser and its helper processes: it was started as the leader of its own process group. */
export async function stopChromium(browser: ChildProcess): Promise<void> {
  if (browser.exitCode !== null || browser.signalCode !== null) return
  const exited = new Promise((resolve) => browser.once('exit', resolve))
  try {
    process.kill(-browser.pid!, 'SIGTERM')
  } catch {
    return // already gone
  }
  await Promise.race([exited, delay(5000)])
}

function auditFigures(page: string, audit: Audit, withReach: boolean): Figure[] {
  return [
    valueFigure({
      group: 6,
      figure: `Lighthouse mobile, ${page}: performance`,
      value: audit.score,
      format: (value) => value.toFixed(0),
      reach: withReach ? atLeast(90, '>= 90') : undefined,
    }),
    valueFigure({
      group: 6,
      figure: `Lighthouse mobile, ${page}: largest paint`,
      value: audit.largestPaintMs,
      format: formatSeconds,
      reach: withReach ? atMost(2500, '<= 2.5 s') : undefined,
    }),
  ]
}

export async function lighthouseFigures(baseUrl: string, demoLink: string): Promise<Figure[]> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'lernraster-lighthouse-'))
  const figures: Figure[] = []
  try {
    try {
      const login = await runLighthouse(
        `${baseUrl}/auth/login`,
        [`--chrome-flags=${headless.join(' ')}`],
        workDir,
      )
      figures.push(...auditFigures('login page', login, true))
    } catch (error) {
      console.log(`  Lighthouse could not audit the login page: ${(error as Error).message}`)
      figures.push(notMeasured(6, 'Lighthouse mobile, login page', (error as Error).message.split('\n')[0]!))
    }
    try {
      if (!demoLink) throw new Error('the server printed no demo link')
      const port = await freePort()
      const browser = await startChromium(port, path.join(workDir, 'profile'))
      try {
        // The app's live stream (a fetch that stays open) keeps Lighthouse waiting for a quiet network
        // until its 45 s limit; blocked, the app retries it now and then, and the page loads as it does.
        const attach = [`--port=${port}`, '--disable-storage-reset', `--blocked-url-patterns=*${liveStream}*`]
        await runLighthouse(demoLink, attach, workDir)
        const classList = await runLighthouse(`${baseUrl}/groups`, attach, workDir)
        if (new URL(classList.finalUrl).pathname !== '/groups')
          throw new Error(`the class list ended on ${classList.finalUrl}: the demo login did not hold`)
        // The issue sets the reach for the login page; the class list is printed for information.
        figures.push(...auditFigures('class list logged in', classList, false))
      } finally {
        await stopChromium(browser)
      }
    } catch (error) {
      console.log(`  Lighthouse could not audit the class list: ${(error as Error).message}`)
      figures.push(
        notMeasured(6, 'Lighthouse mobile, class list logged in', (error as Error).message.split('\n')[0]!),
      )
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
  return figures
}
