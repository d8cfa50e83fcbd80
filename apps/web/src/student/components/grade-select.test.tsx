import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LanguageProvider } from '../language'
import { GradeSelect } from './grade-select'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

function renderSelect(onChange = vi.fn(), minimum?: number) {
  render(
    <MantineProvider>
      <LanguageProvider>
        <GradeSelect
          label="Deine Note"
          accessibleName="Deine Note für «Brüche kürzen»"
          value={null}
          onChange={onChange}
          minimum={minimum}
        />
      </LanguageProvider>
    </MantineProvider>,
  )
  return onChange
}

describe('GradeSelect', () => {
  it('is named by its question and offers 0 to 6 in half steps, written 4,5 in German', () => {
    renderSelect()
    const list = screen.getByLabelText('Deine Note für «Brüche kürzen»')
    const options = [...(list as HTMLSelectElement).options].filter((option) => !option.disabled)
    expect(options.map((option) => option.textContent)).toEqual([
      '0',
      '0,5',
      '1',
      '1,5',
      '2',
      '2,5',
      '3',
      '3,5',
      '4',
      '4,5',
      '5',
      '5,5',
      '6',
    ])
    // Not rated yet: the list shows that no grade is chosen, and that cannot be picked.
    expect((list as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('–')
  })

  it('hands the grade on as a number', () => {
    const onChange = renderSelect()
    fireEvent.change(screen.getByLabelText('Deine Note für «Brüche kürzen»'), { target: { value: '4.5' } })
    expect(onChange).toHaveBeenCalledWith(4.5)
  })

  it('starts at the minimum it is given', () => {
    renderSelect(vi.fn(), 1)
    const list = screen.getByLabelText('Deine Note für «Brüche kürzen»') as HTMLSelectElement
    expect([...list.options].find((option) => !option.disabled)?.textContent).toBe('1')
  })
})
