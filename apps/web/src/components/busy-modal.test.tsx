import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BusyModal } from './busy-modal'

function renderDialog(onClose: () => void) {
  let setBusy: (busy: boolean) => void = () => {}
  render(
    <MantineProvider>
      <BusyModal opened title="Endgültig löschen" onClose={onClose}>
        {(dialog) => {
          setBusy = dialog.setBusy
          return (
            <button type="button" onClick={dialog.close}>
              Abbrechen
            </button>
          )
        }}
      </BusyModal>
    </MantineProvider>,
  )
  return { setBusy: (busy: boolean) => act(() => setBusy(busy)) }
}

describe('BusyModal', () => {
  it('does not close while its request runs, and closes once it is answered', () => {
    const onClose = vi.fn()
    const dialog = renderDialog(onClose)
    dialog.setBusy(true)
    fireEvent.click(screen.getByText('Abbrechen'))
    fireEvent.click(document.querySelector<HTMLButtonElement>('.mantine-Modal-close')!)
    expect(onClose).not.toHaveBeenCalled()
    dialog.setBusy(false)
    fireEvent.click(screen.getByText('Abbrechen'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
