/**
 * Where a stored file's bytes could live when several instances share one PostgreSQL (issue 35
 * item 1): measured, not a test. A 200 MB file is written and read back, streamed in 1 MB pieces,
 * three ways side by side in one run: the instance's own folder (today), rows of 1 MB `bytea` in a
 * table, and a PostgreSQL large object (`lo_put`/`lo_get`, which read any byte range). It prints
 * MB/s for writing, reading whole and reading 100 random 64 KB ranges, and how much this process's
 * memory (RSS) grew at most while doing it - the server's bound is 64 MB over its idle size.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --expose-gc bench/file-stores.ts
 *   FILE_MB=50 ...   (a smaller file)
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import pg from 'pg'
import { adminQuery, uniqueDatabaseName, withDatabase } from '../test/support/template-database'

const MB = 1024 * 1024
const fileMb = Number(process.env.FILE_MB ?? 200)
const piece = MB
const rangeBytes = 64 * 1024
const ranges = 100
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** The file's pieces, made as they are needed (never the whole file in memory). */
function* pieces(): Generator<Buffer> {
  for (let index = 0; index < fileMb; index++) yield Buffer.alloc(piece, index % 251)
}

/** Runs `work` while sampling RSS every 20 ms; answers seconds and the largest growth in MB. */
async function measured(work: () => Promise<void>): Promise<{ seconds: number; growthMb: number }> {
  ;(globalThis as { gc?: () => void }).gc?.()
  const base = process.memoryUsage().rss
  let peak = base
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 20)
  const started = performance.now()
  await work()
  const seconds = (performance.now() - started) / 1000
  clearInterval(timer)
  peak = Math.max(peak, process.memoryUsage().rss)
  return { seconds, growthMb: (peak - base) / MB }
}

const randomOffsets = () =>
  Array.from({ length: ranges }, () => Math.floor(Math.random() * (fileMb * MB - rangeBytes)))

interface Store {
  name: string
  write(): Promise<void>
  readWhole(): Promise<number>
  readRange(offset: number): Promise<number>
}

function diskStore(folder: string): Store {
  const file = path.join(folder, 'file.bin')
  return {
    name: 'own folder (disk)',
    async write() {
      const out = createWriteStream(file)
      for (const buffer of pieces())
        if (!out.write(buffer)) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
      out.end()
      await finished(out)
    },
    async readWhole() {
      let total = 0
      for await (const chunk of createReadStream(file)) total += (chunk as Buffer).length
      return total
    },
    async readRange(offset) {
      let total = 0
      for await (const chunk of createReadStream(file, { start: offset, end: offset + rangeBytes - 1 }))
        total += (chunk as Buffer).length
      return total
    },
  }
}

function byteaStore(pool: pg.Pool): Store {
  return {
    name: 'PostgreSQL, 1 MB bytea rows',
    async write() {
      await pool.query(
        'create table file_pieces (file_id int, seq int, data bytea, primary key (file_id, seq))',
      )
      let seq = 0
      for (const buffer of pieces()) {
        await pool.query('insert into file_pieces values (1, $1, $2)', [seq, buffer])
        seq += 1
      }
    },
    async readWhole() {
      let total = 0
      for (let seq = 0; seq < fileMb; seq++) {
        const { rows } = await pool.query('select data from file_pieces where file_id = 1 and seq = $1', [
          seq,
        ])
        total += (rows[0].data as Buffer).length
      }
      return total
    },
    async readRange(offset) {
      // A range inside one piece or across two: each piece it touches, cut in the database.
      let total = 0
      for (let seq = Math.floor(offset / piece); seq * piece < offset + rangeBytes; seq++) {
        const from = Math.max(offset - seq * piece, 0)
        const to = Math.min(offset + rangeBytes - seq * piece, piece)
        const { rows } = await pool.query(
          'select substring(data from $2 for $3) as part from file_pieces where file_id = 1 and seq = $1',
          [seq, from + 1, to - from],
        )
        total += (rows[0].part as Buffer).length
      }
      return total
    },
  }
}

function largeObjectStore(pool: pg.Pool): Store {
  let oid = 0
  return {
    name: 'PostgreSQL large object',
    async write() {
      oid = (await pool.query('select lo_create(0) as oid')).rows[0].oid
      let offset = 0
      for (const buffer of pieces()) {
        await pool.query('select lo_put($1, $2, $3)', [oid, offset, buffer])
        offset += buffer.length
      }
    },
    async readWhole() {
      let total = 0
      for (let offset = 0; offset < fileMb * MB; offset += piece) {
        const { rows } = await pool.query('select lo_get($1, $2, $3) as part', [oid, offset, piece])
        total += (rows[0].part as Buffer).length
      }
      return total
    },
    async readRange(offset) {
      const { rows } = await pool.query('select lo_get($1, $2, $3) as part', [oid, offset, rangeBytes])
      return (rows[0].part as Buffer).length
    },
  }
}

async function measure(store: Store) {
  const write = await measured(() => store.write())
  let whole = 0
  const read = await measured(async () => {
    whole = await store.readWhole()
  })
  if (whole !== fileMb * MB) throw new Error(`${store.name}: read ${whole} bytes, wrote ${fileMb * MB}`)
  const offsets = randomOffsets()
  const ranged = await measured(async () => {
    for (const offset of offsets) {
      const got = await store.readRange(offset)
      if (got !== rangeBytes) throw new Error(`${store.name}: a range gave ${got} bytes`)
    }
  })
  const rate = (seconds: number) => `${(fileMb / seconds).toFixed(0).padStart(5)} MB/s`
  console.log(
    `${store.name.padEnd(30)} write ${rate(write.seconds)} (+${write.growthMb.toFixed(0)} MB)  ` +
      `read ${rate(read.seconds)} (+${read.growthMb.toFixed(0)} MB)  ` +
      `${ranges} ranges of 64 KB ${(ranged.seconds * 1000).toFixed(0).padStart(5)} ms (+${ranged.growthMb.toFixed(0)} MB)`,
  )
}

const folder = mkdtempSync(path.join(tmpdir(), 'lernraster-file-stores-'))
const name = uniqueDatabaseName('lernraster_file_stores')
await adminQuery(url, `CREATE DATABASE ${name}`)
const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 2 })
try {
  console.log(
    `A ${fileMb} MB file in 1 MB pieces, written and read back by this process (PostgreSQL at ${url}):`,
  )
  await measure(diskStore(folder))
  await measure(byteaStore(pool))
  await measure(largeObjectStore(pool))
} finally {
  await pool.end()
  await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  rmSync(folder, { recursive: true, force: true })
}
