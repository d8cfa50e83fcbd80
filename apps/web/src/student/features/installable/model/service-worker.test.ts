import { describe, expect, it } from 'vitest'
import { studentCacheNames } from './cache-names'
import { forgetCachedStudentData } from './service-worker'

describe('forgetCachedStudentData', () => {
  it("deletes the student's API answers and files, and keeps the app shell", async () => {
    const names = new Set([
      'workbox-precache-v2-http://localhost/student/',
      ...Object.values(studentCacheNames),
    ])
    const cacheStorage = { delete: async (name: string) => names.delete(name) } as CacheStorage
    await forgetCachedStudentData(cacheStorage)
    expect([...names]).toEqual(['workbox-precache-v2-http://localhost/student/'])
  })

  it('does nothing where the browser has no cache storage', async () => {
    await expect(forgetCachedStudentData(undefined)).resolves.toBeUndefined()
  })
})
