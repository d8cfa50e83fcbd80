import { type ComponentType, createElement, Suspense } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyComponent, loadWhenOnline } from './lazy-component'

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

describe('lazyComponent', () => {
  const page = (text: string) => () => createElement('p', null, text)
  const inSuspense = (Component: ComponentType) =>
    renderToStaticMarkup(createElement(Suspense, { fallback: 'loading' }, createElement(Component)))

  it('suspends until its code is there, and renders at once once preloaded', async () => {
    const Page = lazyComponent(
      async () => ({ Page: page('the login page') }),
      (m) => m.Page,
    )
    expect(inSuspense(Page)).toBe('loading')
    await Page.preload()
    expect(inSuspense(Page)).toBe('<p>the login page</p>')
  })

  it('asks again after a failed preload', async () => {
    setOnline(true)
    const load = vi
      .fn<() => Promise<{ Page: ComponentType }>>()
      .mockRejectedValueOnce(new Error('404'))
      .mockResolvedValueOnce({ Page: page('second try') })
    const Page = lazyComponent(load, (m) => m.Page)
    await expect(Page.preload()).rejects.toThrow('404')
    await Page.preload()
    expect(load).toHaveBeenCalledTimes(2)
    expect(inSuspense(Page)).toBe('<p>second try</p>')
  })
})
