import { type DBSchema, type IDBPDatabase, openDB } from 'idb'
import type { OutboxItem } from './outbox-item'

interface OutboxSchema extends DBSchema {
  outbox: { key: string; value: OutboxItem; indexes: { byUser: number } }
}

/**
 * The device's outbox in IndexedDB (issue 32 item 4): it outlives a reload, a closed tab and a
 * restart of the phone, which localStorage would too, but IndexedDB is also what a service worker
 * and a second tab can read while this one writes, one transaction at a time.
 */
export interface OutboxDb {
  put(item: OutboxItem): Promise<void>
  remove(id: string): Promise<void>
  /** The student's items, oldest first (the order the student gave them in). */
  listOf(userId: number): Promise<OutboxItem[]>
  get(id: string): Promise<OutboxItem | undefined>
}

/** The database's name; tests give each case its own. */
export async function openOutboxDb(name = 'lernraster-student'): Promise<OutboxDb> {
  const db: IDBPDatabase<OutboxSchema> = await openDB<OutboxSchema>(name, 1, {
    upgrade(database) {
      const store = database.createObjectStore('outbox', { keyPath: 'id' })
      store.createIndex('byUser', 'userId')
    },
  })
  return {
    put: async (item) => {
      await db.put('outbox', item)
    },
    remove: (id) => db.delete('outbox', id),
    listOf: async (userId) => {
      const items = await db.getAllFromIndex('outbox', 'byUser', userId)
      return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    },
    get: (id) => db.get('outbox', id),
  }
}
