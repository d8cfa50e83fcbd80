import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { chromium } from 'playwright-core'
import { freePort } from '../../test/support/processes'
import { lighthouseReport, startChromium, stopChromium } from './lighthouse'
import { buildServerBundle, ensureWebBuild, startBundle } from './processes'

// `npm run audit:student` (issue 32 item 1, decisions 029 and 035): Lighthouse's mobile preset (simulated slow
// 4G, 4x slower CPU) on the student app's home, grid and topic page, logged in as a new student in the
// demo school's class 7a. Prints each screen's performance and accessibility and exits non-zero when
// one is under 90 or under 100. Each screen is audited as a first visit: the HTTP cache, the service
// worker and its caches are emptied before it; only the login (local storage, the files cookie) stays.
// Then, for information, each again as the installed app's repeat visit (service worker in place).

const bar = { performance: 90, accessibility: 100 }

/** AUDIT_RUNS=n audits each screen n times (default 3) and judges the median run. */
const runs = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3))

/**
 * AUDIT_CPU=n sets Lighthouse's CPU slowdown (the mobile preset's is 4). Lighthouse's docs
 * (its throttling guide, "Calibrating the CPU slowdown", github.com/GoogleChrome/lighthouse) ask for a lower one on a weaker host: 2x from a
 * low-end desktop (benchmarkIndex 1000-1500, this 2-core machine measures 1000-1650) to a mid-tier
 * phone. The bar is judged at whatever is set; decision 035 gives the figures of both.
 */
const cpuSlowdown = process.env.AUDIT_CPU ? Number(process.env.AUDIT_CPU) : undefined

/** The run with the median performance score, and the lowest accessibility score of all runs. */
function medianRun(all: Scores[]): Scores {
  const sorted = [...all].sort((a, b) => a.performance - b.performance)
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!
  return { ...median, accessibility: Math.min(...all.map((run) => run.accessibility)) }
}

interface Scores {
  performance: number
  accessibility: number
  finalUrl: string
  failing: string[]
  benchmarkIndex: number
}

/** AUDIT_REPORTS=dir keeps each screen's whole Lighthouse report there (open it with the Lighthouse viewer). */
const reportsDir = process.env.AUDIT_REPORTS ? path.resolve(process.env.AUDIT_REPORTS) : undefined

async function audit(url: string, port: number, workDir: string, name: string): Promise<Scores> {
  const output = path.join(reportsDir ?? workDir, `student-${name}.report.json`)
  const report = await lighthouseReport(url, output, [
    '--only-categories=performance,accessibility',
    `--port=${port}`,
    '--disable-storage-reset',
    // The live stream stays open: Lighthouse would wait for a quiet network until its limit.
    '--blocked-url-patterns=*/api/student/v1/live*',
    ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
  ])
  const failing = (['performance', 'accessibility'] as const).flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => {
        const found = report.audits[ref.id]!
        return `${category}: ${found.title}${found.displayValue ? ` (${found.displayValue})` : ''}`
      }),
  )
  const score = (category: 'performance' | 'accessibility') =>
    Math.round((report.categories[category]?.score ?? Number.NaN) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    finalUrl: report.finalDisplayedUrl,
    failing,
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  }
}

async function json<Answer>(url: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = init.body ? { 'content-type': 'application/json' } : {}
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const response = await fetch(url, { ...init, headers })
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Answer
}

/** A new student in the demo school's 7a, and the screens to audit: home, a running module's grid, a topic. */
async function demoStudent(baseUrl: string, demoLink: string) {
  const demoToken = new URL(demoLink).searchParams.get('token')
  if (!demoToken) throw new Error(`the server printed no demo link (${demoLink})`)
  const teacher = await json<{ api_token: string }>(`${baseUrl}/api/teacher/v1/auth/demoLogin/${demoToken}`, {
    method: 'POST',
  })
  const classes = await json<{ name: string; token: string }[]>(`${baseUrl}/api/teacher/v1/groups`, {
    token: teacher.api_token,
  })
  const seventhA = classes.find((group) => group.name === '7a') ?? classes[0]
  if (!seventhA) throw new Error('the demo school has no class')
  const student = `${baseUrl}/api/student/v1`
  const password = 'Lighthouse-Audit-2026'
  const { api_token: token } = await json<{ api_token: string }>(`${student}/auth/register`, {
    method: 'POST',
    body: JSON.stringify({
      firstname: 'Lina',
      lastname: 'Audit',
      email: `lina.audit.${Date.now()}@schule.example`,
      password,
      password_confirmation: password,
    }),
  })
  await json(`${student}/groups/join`, {
    method: 'POST',
    token,
    body: JSON.stringify({ token: seventhA.token }),
  })
  const modules = await json<{ event_id: number; finished: boolean }[]>(`${student}/modules`, { token })
  const running = modules.find((module) => !module.finished)
  if (!running) throw new Error(`class ${seventhA.name} runs no module`)
  const grid = await json<{ blocks: { topics: { id: number; questions_count: number }[] }[] }>(
    `${student}/modules/grid?event_id=${running.event_id}`,
    { token },
  )
  const topic = grid.blocks.flatMap((block) => block.topics).find((cell) => cell.questions_count > 0)
  if (!topic) throw new Error('the module has no topic with questions')
  return {
    token,
    screens: [
      { name: 'home', path: '/student/' },
      { name: 'grid', path: `/student/modules/${running.event_id}` },
      { name: 'topic', path: `/student/modules/${running.event_id}/topics/${topic.id}` },
    ],
  }
}

buildServerBundle()
ensureWebBuild()
if (reportsDir) mkdirSync(reportsDir, { recursive: true })
const workDir = mkdtempSync(path.join(tmpdir(), 'lernraster-student-audit-'))
const serverPort = await freePort()
const baseUrl = `http://127.0.0.1:${serverPort}`
const server = await startBundle({
  port: serverPort,
  database: { DATA_DIR: path.join(workDir, 'data') },
  logLevel: 'warn',
})
const failures: string[] = []
try {
  const { token, screens } = await demoStudent(baseUrl, server.demoLink)
  const port = await freePort()
  const browser = await startChromium(port, path.join(workDir, 'profile'))
  try {
    // The login as the app keeps it (local storage and the files cookie), set once in the profile.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
    const context = cdp.contexts()[0]!
    const page = await context.newPage()
    await page.goto(`${baseUrl}/student/login`)
    // A string: the server's types have no DOM.
    await page.evaluate(`localStorage.setItem('lernraster.student_token', ${JSON.stringify(token)})`)
    await page.close()
    console.log(
      `Lighthouse mobile on the student app (${baseUrl}, a new student of the demo class 7a), CPU slowdown ${cpuSlowdown ?? 4}x, median of ${runs}:`,
    )
    // For comparison, the teacher's login page (96 on a quiet machine, README "Measuring the server"):
    // Lighthouse's simulated CPU multiplies what it observes, so a machine busy with other work lowers
    // every score; this line says how much.
    const reference = { name: 'teacher login (for comparison)', path: '/auth/login' }
    for (const screen of [...screens, reference]) {
      // Each screen `runs` times, judged by the median (Lighthouse's own advice for a noisy machine).
      const runsOfScreen: Scores[] = []
      for (let run = 1; run <= runs; run += 1) {
        // A first visit: no HTTP cache, no service worker, no cached answers.
        const session = await context.newCDPSession(await context.newPage())
        await session.send('Network.clearBrowserCache')
        await session.send('Storage.clearDataForOrigin', {
          origin: baseUrl,
          storageTypes: 'service_workers,cache_storage',
        })
        await session.detach()
        for (const open of context.pages()) await open.close()
        const scores = await audit(`${baseUrl}${screen.path}`, port, workDir, `${screen.name}-${run}`)
        if (new URL(scores.finalUrl).pathname !== screen.path)
          throw new Error(`${screen.name} ended on ${scores.finalUrl}: the login did not hold`)
        runsOfScreen.push(scores)
      }
      const scores = medianRun(runsOfScreen)
      const below = scores.performance < bar.performance || scores.accessibility < bar.accessibility
      const each = runs > 1 ? ` (runs: ${runsOfScreen.map((run) => run.performance).join(', ')})` : ''
      const hosts = runsOfScreen.map((run) => Math.round(run.benchmarkIndex)).join(', ')
      console.log(
        `  ${screen.name.padEnd(6)}  performance ${String(scores.performance).padStart(3)}${each}  accessibility ${String(scores.accessibility).padStart(3)}${below && screen !== reference ? '  BELOW THE BAR' : ''}`,
      )
      console.log(`           host benchmarkIndex: ${hosts}`)
      for (const line of scores.failing) console.log(`           ${line}`)
      if (below && screen !== reference) failures.push(screen.name)
    }
    // The installed app's daily case, for information: the service worker installed and its precache
    // filled (Chromium keeps compiled code for precached scripts), each screen opened once before.
    console.log('Repeat visits, the service worker installed (for information, not judged):')
    const warm = await context.newPage()
    await warm.goto(`${baseUrl}/student/`)
    // Strings (the server's types have no DOM), evaluated by the debugger: the page's policy forbids eval.
    await warm.evaluate('navigator.serviceWorker.ready.then(() => true)')
    for (let tries = 0; !(await warm.evaluate('navigator.serviceWorker.controller !== null')); tries += 1) {
      if (tries > 300) throw new Error('the service worker did not take the page')
      await delay(100)
    }
    for (const screen of screens) await warm.goto(`${baseUrl}${screen.path}`, { waitUntil: 'load' })
    await warm.close()
    for (const screen of screens) {
      const scores = await audit(`${baseUrl}${screen.path}`, port, workDir, `${screen.name}-repeat`)
      console.log(
        `  ${screen.name.padEnd(6)}  performance ${String(scores.performance).padStart(3)}  accessibility ${String(scores.accessibility).padStart(3)}`,
      )
    }
    await cdp.close()
  } finally {
    await stopChromium(browser)
  }
} catch (error) {
  failures.push((error as Error).message)
  console.error(error)
} finally {
  await server.stop()
  rmSync(workDir, { recursive: true, force: true })
}
if (failures.length > 0) {
  console.log(
    `Below performance ${bar.performance} / accessibility ${bar.accessibility}, or not measured: ${failures.join(', ')}`,
  )
  process.exit(1)
}
console.log(`Every screen at performance >= ${bar.performance} and accessibility ${bar.accessibility}.`)
