import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadWhenOnline } from './lazy-component'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('loadWhenOnline', () => {
  it('asks again once the browser is back online, when the first try failed offline', async () => {
    setOnline(false)
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('the page')
    const loaded = loadWhenOnline(load)
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    setOnline(true)
    window.dispatchEvent(new Event('online'))
    await expect(loaded).resolves.toBe('the page')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('fails at once when the browser is online: the error page offers a reload', async () => {
    setOnline(true)
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('404'))
    await expect(loadWhenOnline(load)).rejects.toThrow('404')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
