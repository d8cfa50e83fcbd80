import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SnackbarMessage } from './snackbar-message'

describe('SnackbarMessage', () => {
  it('runs its action (Rückgängig) once for a double click, and is busy while it runs', async () => {
    let finish = () => {}
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const view = render(
      <MantineProvider>
        <SnackbarMessage
          snackbar={{
            id: 1,
            message: 'Das Thema liegt jetzt im Papierkorb.',
            tone: 'success',
            action: { label: 'Rückgängig', run },
          }}
          onClose={() => {}}
        />
      </MantineProvider>,
    )
    // The word and the icon-only twin (one of them shows, by width) run the same action.
    const [withWord, iconOnly] = view.container.querySelectorAll<HTMLButtonElement>(
      '[data-action="snackbar-action"]',
    )
    expect(withWord?.textContent).toContain('Rückgängig')
    expect(iconOnly?.getAttribute('aria-label')).toBe('Rückgängig')
    await act(async () => {
      fireEvent.click(withWord!)
      fireEvent.click(withWord!)
      fireEvent.click(iconOnly!)
    })
    expect(run).toHaveBeenCalledTimes(1)
    expect(withWord?.getAttribute('data-loading')).toBe('true')
    await act(async () => finish())
    expect(withWord?.getAttribute('data-loading')).toBeNull()
  })

  it('has no action button without an action', () => {
    const view = render(
      <MantineProvider>
        <SnackbarMessage snackbar={{ id: 2, message: 'Gespeichert.', tone: 'success' }} onClose={() => {}} />
      </MantineProvider>,
    )
    expect(view.container.querySelectorAll('[data-action="snackbar-action"]')).toHaveLength(0)
  })
})
