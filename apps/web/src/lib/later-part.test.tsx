import { cleanup, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { laterPart } from './lazy-component'

afterEach(cleanup)

// The school sign-in's button on the login page (decision 043): the page never waits for it.
describe('laterPart', () => {
  it('shows nothing until its code came, then the part', async () => {
    type Module = { Part: ComponentType }
    let arrive: (module: Module) => void = () => undefined
    const Later = laterPart(
      () => new Promise<Module>((resolve) => (arrive = resolve)),
      (module) => module.Part,
    )
    const { container } = render(<Later />)
    expect(container.innerHTML).toBe('')
    arrive({ Part: () => <button type="button">Mit Schulkonto anmelden</button> })
    expect(await screen.findByRole('button', { name: 'Mit Schulkonto anmelden' })).toBeTruthy()
  })

  it('shows nothing, and throws nothing, when its code never comes', async () => {
    const Later = laterPart(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => () => <p>nie</p>,
    )
    const { container } = render(<Later />)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(container.innerHTML).toBe('')
  })
})
