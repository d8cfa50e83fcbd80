import type { Readable } from 'node:stream'
import type { Config, FileStoreKind } from '../../config'
import type { Db } from '../../db/client'
import { databaseStore } from './database-store'
import { folderStore } from './folder-store'
import { s3Store } from './s3-store'

/**
 * Where the bytes of uploaded files live (decision 049): in the database, so that every instance on
 * one PostgreSQL serves every file, in an S3-compatible object storage (large installations), or in
 * a folder (the embedded database's default, or a folder every instance shares). A file's row (table `files`) is always in the database; the store keeps
 * only the bytes under the file's id, which never change once stored.
 */
export interface FileStore {
  kind: FileStoreKind
  /** What the start message says about it. */
  description: string
  /**
   * Takes a complete, accepted upload from `.incoming/` under `id`. Runs in the transaction that
   * wrote the file's row, after the row; when that transaction fails the caller calls `remove`.
   */
  adopt(tx: Db, id: string, incomingPath: string): Promise<void>
  /** Stores bytes under `id` (the demo's files, `files migrate`), on the same terms as `adopt`. */
  write(tx: Db, id: string, bytes: Buffer | Readable): Promise<void>
  /** The file's bytes, or undefined when the store has none under `id`. */
  open(db: Db, id: string): Promise<OpenedFile | undefined>
  /** Removes the bytes of files whose rows are gone (or were never committed); missing ones are fine. */
  remove(ids: Iterable<string>): Promise<void>
  /**
   * Pages of the ids this store (and, for the others, the folder of before, decision 049) holds
   * bytes for, stored before `before`: the hourly sweep removes those without a row. The database
   * has none of its own: its pieces go with their rows.
   */
  idsStoredBefore(before: Date): AsyncIterable<string[]>
  /** For the start message: why the store cannot be used now, or undefined when it can. */
  problem(): Promise<string | undefined>
}

/** A stored file being read: its size is fixed when opened, so the length sent is what is streamed. */
export interface OpenedFile {
  size: number
  /** The bytes from `start` to `end` (both included), or all of them. */
  read(range?: { start: number; end: number }): Readable
  /** For a reader that ends up not reading (304, 416). */
  close(): Promise<void>
}

export function fileStoreFor(config: Config): FileStore {
  if (config.FILES_STORE === 'database') return databaseStore(config)
  if (config.FILES_STORE === 's3') return s3Store(config)
  return folderStore(config)
}
