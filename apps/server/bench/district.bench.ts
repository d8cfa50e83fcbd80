/**
 * Benchmark of a district on one PostgreSQL (issue 36 items 1 and 5): seeds issue 36's district
 * (2,000 teachers, 60,000 students, 8,000 modules, 6,000 runs, about 13.3 million student and
 * 3.2 million teacher ratings) into a fresh database and the demo school into another, then prints
 * for an ordinary teacher (a class of 25, three runs) and one of their students each hot call on
 * both, side by side with the ratio; the rating write rate at 1, 8 and 32 writers without a live
 * signal, with a NOTIFY in each write (before decision 050) and batched (decision 050); the
 * database size and the bytes per rating. Not a test: it fails nobody; it prints.
 *
 *   npm run bench:district -w apps/server                  (the whole district, about 4 minutes)
 *   npm run bench:district -w apps/server -- --scale 0.25  (a quarter of the teachers and classes)
 *   options: --runs 20 (calls per median), --seconds 5 (per way and writer count);
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (the default)
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../src/db/client'
import { seedDemoIfEmpty } from '../src/modules/demo/demo.service'
import { withBenchApp } from './bench-app'
import { commandOption } from './command-option'
import { type CallFigure, type MeasurableCall, measurableCalls } from './district/district-calls'
import { databaseBytes, type TableCounts, tableCounts, tableSize } from './district/district-figures'
import { measureWriteRates, ratingPairs, type WriteRate } from './district/write-rates'
import { freshPostgresDatabase } from './fresh-postgres'
import { districtSizes, scaledDistrict, seedDistrict } from './seed-district'

const scale = Number(commandOption('--scale') ?? 1)
const runs = Number(commandOption('--runs') ?? 20)
const writeSeconds = Number(commandOption('--seconds') ?? 5)
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const writerCounts = [1, 8, 32] as const

const count = (value: number) => Math.round(value).toLocaleString('en-US')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** A fresh database with the app on it; dropped afterwards. */
async function onFreshDatabase<T>(
  run: (app: FastifyInstance, database: Database, url: string) => Promise<T>,
): Promise<T> {
  const { database, url, drop } = await freshPostgresDatabase(postgresUrl)
  try {
    let result: T | undefined
    await withBenchApp(database, async (app) => {
      result = await run(app, database, url)
    })
    return result!
  } finally {
    await database.close()
    await drop()
  }
}

/** Of two measures of one call, the lower median of each kind: a burst of other work decides neither. */
const lower = (first: CallFigure, second: CallFigure): CallFigure => ({
  ...first,
  callMs: Math.min(first.callMs, second.callMs),
  rawMs: Math.min(first.rawMs, second.rawMs),
})

/**
 * Each hot call on the demo and then on the district, in turns, so both see the same load of the
 * machine; all of them twice, keeping the lower median of the two passes.
 */
async function callsInTurns(demo: MeasurableCall[], district: MeasurableCall[]) {
  const passes: { demo: CallFigure[]; district: CallFigure[] }[] = []
  for (let pass = 0; pass < 2; pass += 1) {
    const figures = { demo: [] as CallFigure[], district: [] as CallFigure[] }
    for (const [index, call] of district.entries()) {
      figures.demo.push(await demo[index]!.measure())
      figures.district.push(await call.measure())
    }
    passes.push(figures)
  }
  const [first, second] = passes as [(typeof passes)[0], (typeof passes)[0]]
  return {
    demo: first.demo.map((figure, index) => lower(figure, second.demo[index]!)),
    district: first.district.map((figure, index) => lower(figure, second.district[index]!)),
  }
}

/** The demo school as a fresh server seeds it, and the ordinary teacher beside it. */
async function seedDemo(app: FastifyInstance, database: Database) {
  const demoStart = performance.now()
  await seedDemoIfEmpty(app.ctx)
  const demoMs = performance.now() - demoStart
  const start = performance.now()
  const seeded = await seedDistrict(database.db, districtSizes.oneTeacher, new Date())
  const counts = await tableCounts(database.db)
  console.log(
    `Demo database: the demo school seeded in ${seconds(demoMs)}, the ordinary teacher beside it in ${seconds(performance.now() - start)}; ${count(counts.evaluations)} student ratings, ${mb(await databaseBytes(database.db))}`,
  )
  return seeded
}

/** The district, its ordinary teacher's calls beside the demo's, the write rates and the sizes. */
async function measureDistrict(
  demo: MeasurableCall[],
  app: FastifyInstance,
  database: Database,
  url: string,
) {
  const size = scaledDistrict(districtSizes.full, scale)
  const start = performance.now()
  const seeded = await seedDistrict(database.db, size, new Date())
  const seedMs = performance.now() - start
  const counts = await tableCounts(database.db)
  console.log(`District seeded in ${seconds(seedMs)}: ${describeCounts(counts)}`)
  printCalls(await callsInTurns(demo, await measurableCalls(app, database, seeded, runs)))
  // The sizes as seeded, before the writes add their rows.
  const sizes = await measureSizes(database)
  const pairs = await ratingPairs(database.db, 50_000)
  const rates: WriteRate[] = []
  for (const writers of writerCounts)
    rates.push(
      ...(await measureWriteRates(database, url, pairs, { writers, seconds: writeSeconds, rounds: 2 })),
    )
  printRates(rates)
  printSizes(sizes, counts.users - size.teachers)
}

function describeCounts(counts: TableCounts): string {
  return [
    `${count(counts.users)} users`,
    `${count(counts.groups)} classes (practice classes included)`,
    `${count(counts.modules)} modules`,
    `${count(counts.questions)} questions`,
    `${count(counts.events)} events`,
    `${count(counts.active_modules)} runs`,
    `${count(counts.evaluations)} student ratings`,
    `${count(counts.teacher_ratings)} teacher ratings`,
    `${count(counts.exam_results)} exam results`,
    `${count(counts.help_requests)} help requests`,
    `${count(counts.student_feedbacks)} feedback items`,
    `${count(counts.module_changes)} module changes`,
  ].join(', ')
}

const ms = (value: number) => value.toFixed(2).padStart(8)
const ratio = (value: number) => `x${value.toFixed(2)}`.padStart(7)

function printCalls({ demo, district }: { demo: CallFigure[]; district: CallFigure[] }) {
  console.log(
    `\nHot calls of an ordinary teacher (one class of 25, 3 runs of a 6 x 6 grid with 4 questions) and a student; the lower of two medians of ${runs}`,
  )
  console.log(
    `  ${'call'.padEnd(32)} ${'stmts'.padStart(5)} ${'demo ms'.padStart(8)} ${'district'.padStart(8)} ${'ratio'.padStart(7)}   ${'raw demo'.padStart(8)} ${'raw dist'.padStart(8)} ${'ratio'.padStart(7)}`,
  )
  district.forEach((figure, index) => {
    const onDemo = demo[index]!
    console.log(
      `  ${figure.name.padEnd(32)} ${String(figure.statements).padStart(5)} ${ms(onDemo.callMs)} ${ms(figure.callMs)} ${ratio(figure.callMs / onDemo.callMs)}   ${ms(onDemo.rawMs)} ${ms(figure.rawMs)} ${ratio(figure.rawMs / onDemo.rawMs)}`,
    )
  })
  const over = district
    .map((figure, index) => ({ name: figure.name, ratio: figure.callMs / demo[index]!.callMs }))
    .filter((figure) => figure.ratio > 1.5)
  console.log(
    `  over x1.5 of the demo (issue 36's bound): ${over.map((figure) => `${figure.name} ${ratio(figure.ratio).trim()}`).join(', ') || 'none'}`,
  )
}

function printRates(rates: WriteRate[]) {
  console.log(
    `\nRating writes on the district: upsertRating's statement, each writer its own connection; ${writeSeconds} s each way, the ways in turns`,
  )
  console.log(
    `  writers  signal                 writes   ratings/s   p50 ms   p95 ms   notifications   of no signal`,
  )
  for (const rate of rates) {
    const none = rates.find((other) => other.writers === rate.writers && other.way === 'none')!
    const share = rate.way === 'none' ? '' : `${((rate.perSecond / none.perSecond) * 100).toFixed(0)} %`
    console.log(
      `  ${String(rate.writers).padStart(7)}  ${rate.way.padEnd(20)} ${count(rate.writes).padStart(8)} ${count(rate.perSecond).padStart(11)} ${rate.p50Ms.toFixed(2).padStart(8)} ${rate.p95Ms.toFixed(2).padStart(8)} ${count(rate.heard).padStart(15)}   ${share}`,
    )
  }
}

async function measureSizes(database: Database) {
  return {
    bytes: await databaseBytes(database.db),
    tables: [await tableSize(database.db, 'evaluations'), await tableSize(database.db, 'teacher_ratings')],
  }
}

function printSizes({ bytes, tables }: Awaited<ReturnType<typeof measureSizes>>, students: number) {
  console.log('\nSizes as seeded')
  console.log(`  district database            ${mb(bytes)} (pg_database_size)`)
  for (const size of tables) {
    console.log(
      `  ${size.table.padEnd(28)} ${count(size.rows)} rows: table ${mb(size.tableBytes)} + indexes ${mb(size.indexBytes)} = ${size.bytesPerRow.toFixed(0)} bytes per row`,
    )
  }
  console.log(
    `  per student and school year  ${(bytes / students / 1024).toFixed(0)} KB (the whole database over its ${count(students)} students: a school year's classes, grids and ratings)`,
  )
}

console.log(
  `District benchmark on ${postgresUrl.replace(/\/\/[^@]*@/, '//')}: scale ${scale}, ${runs} calls per median`,
)
await onFreshDatabase(async (demoApp, demoDatabase) => {
  const demo = await measurableCalls(demoApp, demoDatabase, await seedDemo(demoApp, demoDatabase), runs)
  await onFreshDatabase((app, database, url) => measureDistrict(demo, app, database, url))
})
