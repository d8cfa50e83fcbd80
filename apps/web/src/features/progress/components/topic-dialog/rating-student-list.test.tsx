import type { TopicUser } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setupI18n } from '../../../../lib/i18n'
import type { RatingRow } from '../../model/teacher-ratings'

// The screens' texts register with i18n when their modules load: i18n starts first.
let RatingStudentList: typeof import('./rating-student-list').RatingStudentList
beforeAll(async () => {
  await setupI18n('de')
  await import('../../texts')
  ;({ RatingStudentList } = await import('./rating-student-list'))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function user(id: number, firstname: string, average: number | null): TopicUser {
  return {
    id,
    firstname,
    lastname: 'Muster',
    goal: 4,
    average,
    progress: 0,
    evaluations: 0,
    too_fast: 0,
    timed: 0,
    check: null,
    seconds_spent: 0,
    last_rated_at: null,
  }
}

const rows: RatingRow<TopicUser>[] = [
  {
    student: user(1, 'Anna', 5.5),
    self: 5.5,
    teacher: 3,
    rated: 2,
    gap: { gap: 2.5, direction: 'higher', pairs: 2 },
  },
  {
    student: user(2, 'Ben', 4),
    self: 4,
    teacher: null,
    rated: 0,
    gap: { gap: undefined, direction: undefined, pairs: 0 },
  },
  {
    student: user(3, 'Cleo', null),
    self: null,
    teacher: null,
    rated: 0,
    gap: { gap: undefined, direction: undefined, pairs: 0 },
  },
]

function renderList(selected: ReadonlySet<number> = new Set()) {
  const onGrade = vi.fn()
  const onToggle = vi.fn()
  render(
    <MantineProvider>
      <RatingStudentList
        rows={rows}
        questionCount={3}
        selected={selected}
        onToggle={onToggle}
        onGrade={onGrade}
        describedBy="keys"
      />
    </MantineProvider>,
  )
  const options = screen.getAllByRole('option')
  return { onGrade, onToggle, options }
}

describe('RatingStudentList', () => {
  it('names each student with both ratings and the gap in words, one focus stop for the list', () => {
    const { options } = renderList(new Set([2]))
    expect(
      screen.getByRole('listbox', { name: 'Lernende der Klasse, Bewertung der Lehrperson' }),
    ).toBeTruthy()
    expect(options[0]!.getAttribute('aria-label')).toBe(
      'Anna Muster: selbst 5,50, Lehrperson 3, schätzt sich höher ein',
    )
    expect(options[2]!.getAttribute('aria-label')).toBe('Cleo Muster: selbst –, Lehrperson –')
    expect(options.map((option) => option.tabIndex)).toEqual([0, -1, -1])
    expect(options[1]!.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('2 von 3 Fragen')).toBeTruthy()
  })

  it('rates by keyboard: digit and half step, then the next student; Enter saves a whole grade', () => {
    const { onGrade, options } = renderList()
    options[0]!.focus()
    fireEvent.keyDown(options[0]!, { key: '4' })
    expect(onGrade).not.toHaveBeenCalled()
    expect(screen.getByText('Eingabe 4 …')).toBeTruthy()
    fireEvent.keyDown(options[0]!, { key: ',' })
    expect(onGrade).toHaveBeenLastCalledWith(1, 4.5)
    expect(document.activeElement).toBe(options[1])
    fireEvent.keyDown(options[1]!, { key: '2' })
    fireEvent.keyDown(options[1]!, { key: 'Enter' })
    expect(onGrade).toHaveBeenLastCalledWith(2, 2)
    expect(document.activeElement).toBe(options[2])
    fireEvent.keyDown(options[2]!, { key: '6' })
    expect(onGrade).toHaveBeenLastCalledWith(3, 6)
    expect(onGrade).toHaveBeenCalledTimes(3)
  })

  it('saves a held digit after a pause, and when the next digit starts the next student', () => {
    vi.useFakeTimers()
    const { onGrade, options } = renderList()
    options[0]!.focus()
    fireEvent.keyDown(options[0]!, { key: '3' })
    fireEvent.keyDown(options[0]!, { key: '4' })
    expect(onGrade).toHaveBeenLastCalledWith(1, 3)
    expect(document.activeElement).toBe(options[1])
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(onGrade).toHaveBeenLastCalledWith(2, 4)
    expect(document.activeElement).toBe(options[2])
  })

  it('moves with the arrows and selects with Space', () => {
    const { onToggle, onGrade, options } = renderList()
    options[0]!.focus()
    fireEvent.keyDown(options[0]!, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(options[1])
    fireEvent.keyDown(options[1]!, { key: ' ' })
    expect(onToggle).toHaveBeenCalledWith(2)
    fireEvent.keyDown(options[1]!, { key: 'End' })
    expect(document.activeElement).toBe(options[2])
    fireEvent.keyDown(options[2]!, { key: '9' })
    expect(onGrade).not.toHaveBeenCalled()
  })
})
