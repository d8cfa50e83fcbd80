import type { CheckAnswer, StudentCheckItem } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { CheckAnswerField } from './check-answer-field'
import { isAnswered } from './is-answered'

afterEach(cleanup)

const item = (kind: StudentCheckItem['kind'], extra: Partial<StudentCheckItem> = {}): StudentCheckItem => ({
  id: `i-${kind}`,
  kind,
  prompt: `Aufgabe ${kind}`,
  picture: null,
  options: [],
  unit: '',
  ...extra,
})
const options = [
  { id: 'a', text: 'Erstens' },
  { id: 'b', text: 'Zweitens' },
  { id: 'c', text: 'Drittens' },
]

/** The field as the check screen holds it: the last answer is what the screen would keep. */
function renderField(checkItem: StudentCheckItem, initial?: CheckAnswer) {
  const seen: (CheckAnswer | undefined)[] = []
  function Holder() {
    const [answer, setAnswer] = useState<CheckAnswer | undefined>(initial)
    return (
      <CheckAnswerField
        item={checkItem}
        answer={answer}
        onChange={(next) => {
          seen.push(next)
          setAnswer(next)
        }}
      />
    )
  }
  render(
    <MantineProvider>
      <Holder />
    </MantineProvider>,
  )
  return { last: () => seen.at(-1) }
}

describe('CheckAnswerField', () => {
  it('single choice: a tap on the card chooses its option, a second card replaces it', () => {
    const field = renderField(item('single', { options }))
    fireEvent.click(screen.getByRole('radio', { name: 'Zweitens' }))
    expect(field.last()).toEqual({ kind: 'single', option: 'b' })
    fireEvent.click(screen.getByRole('radio', { name: 'Drittens' }))
    expect(field.last()).toEqual({ kind: 'single', option: 'c' })
    expect(screen.getByRole('radio', { name: 'Drittens' }).getAttribute('aria-checked')).toBe('true')
  })

  it('multiple choice: the chosen options in the item’s order, whatever order they were tapped in', () => {
    const field = renderField(item('multiple', { options }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Drittens' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Erstens' }))
    expect(field.last()).toEqual({ kind: 'multiple', options: ['a', 'c'] })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Drittens' }))
    expect(field.last()).toEqual({ kind: 'multiple', options: ['a'] })
  })

  it('number: keeps what was typed ("3,5"), opens the decimal keypad, the unit beside the field', () => {
    const field = renderField(item('number', { unit: 'cm' }))
    const input = screen.getByRole('textbox', { name: 'Deine Zahl' })
    expect(input.getAttribute('inputmode')).toBe('decimal')
    fireEvent.change(input, { target: { value: '3,5' } })
    expect(field.last()).toEqual({ kind: 'number', value: '3,5' })
    expect(screen.getByText('cm')).toBeTruthy()
  })

  it('text: the typed text, without autocorrect', () => {
    const field = renderField(item('text'))
    const input = screen.getByRole('textbox', { name: 'Deine Antwort' })
    expect(input.getAttribute('autocorrect')).toBe('off')
    fireEvent.change(input, { target: { value: 'Masse' } })
    expect(field.last()).toEqual({ kind: 'text', value: 'Masse' })
  })

  it('order: steps move with named buttons; the shown order is no answer until a step moves', () => {
    const field = renderField(item('order', { options }))
    expect(field.last()).toBeUndefined()
    expect(screen.getByRole('button', { name: '«Erstens» nach oben' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: '«Drittens» nach unten' }).hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '«Erstens» nach unten' }))
    expect(field.last()).toEqual({ kind: 'order', steps: ['b', 'a', 'c'] })
    fireEvent.click(screen.getByRole('button', { name: '«Drittens» nach oben' }))
    expect(field.last()).toEqual({ kind: 'order', steps: ['b', 'c', 'a'] })
    const listed = screen.getAllByRole('listitem').map((step) => step.textContent)
    expect(listed).toEqual(['1.Zweitens', '2.Drittens', '3.Erstens'])
  })

  it('shows a kept answer again (after a reload) and ignores one of another kind', () => {
    renderField(item('text'), { kind: 'text', value: 'gespeichert' })
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('gespeichert')
    cleanup()
    renderField(item('number'), { kind: 'text', value: 'alt' })
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('')
  })
})

describe('isAnswered', () => {
  it('counts empty fields and no ticks as unanswered', () => {
    expect(isAnswered(undefined)).toBe(false)
    expect(isAnswered({ kind: 'text', value: '  ' })).toBe(false)
    expect(isAnswered({ kind: 'multiple', options: [] })).toBe(false)
    expect(isAnswered({ kind: 'number', value: '0' })).toBe(true)
    expect(isAnswered({ kind: 'order', steps: ['a', 'b'] })).toBe(true)
  })
})
