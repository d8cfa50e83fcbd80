import 'fake-indexeddb/auto'
import { studentErrorMessages } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LanguageProvider } from '../../../language'
import { fill, studentTexts } from '../../../locales'
import { studentOutbox } from '../api/student-outbox'
import { OutboxNotices } from './outbox-notices'

// The whole way of a rating queued offline for a class the teacher archived before it was sent
// (decision 051): the outbox sends it through the student API (fetch stubbed with the server's
// answer), stops trying, and the notice above the page says why in the student's language.

const rating = (questionId: number, grade: number) => {
  const { client_id, at } = studentOutbox.newWriteId()
  return studentOutbox.add(
    { kind: 'rating', body: { event_id: 5, question_id: questionId, grade, client_id, rated_at: at } },
    { title: 'Brüche kürzen', grade },
  )
}

/** The student API answers every write with this refusal. */
function refuseWith(status: number, code: string, message: string) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ code, message }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function renderNotices() {
  render(
    <MantineProvider>
      <LanguageProvider>
        <OutboxNotices />
      </LanguageProvider>
    </MantineProvider>,
  )
}

beforeEach(() => {
  localStorage.setItem('lernraster.student_id', '7')
})

afterEach(async () => {
  cleanup()
  for (const item of studentOutbox.getSnapshot().items) await studentOutbox.dismiss(item.id)
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('OutboxNotices for a class archived meanwhile', () => {
  it('says the rating was not counted and why, tries it no more, and lets it go once read', async () => {
    const fetch = refuseWith(403, 'forbidden', studentErrorMessages.classArchived)
    renderNotices()
    await act(async () => {
      await rating(11, 4.5)
      await studentOutbox.flush()
    })
    const texts = studentTexts.de
    expect(screen.getByTestId('outbox-unread').textContent).toContain(
      fill(texts.outbox.refused, {
        grade: '4,5',
        title: 'Brüche kürzen',
        reason: studentErrorMessages.classArchived,
      }),
    )
    await act(() => studentOutbox.flush())
    expect(fetch).toHaveBeenCalledTimes(1)
    await act(async () => {
      fireEvent.click(
        screen.getByRole('button', { name: fill(texts.outbox.readOf, { title: 'Brüche kürzen' }) }),
      )
      await vi.waitFor(() => expect(studentOutbox.getSnapshot().items).toEqual([]))
    })
    expect(screen.queryByTestId('outbox-unread')).toBeNull()
  })

  it('gives the database’s refusal (409 classArchived) in English to a student reading English', async () => {
    localStorage.setItem('lernraster.student_language', 'en')
    refuseWith(409, 'classArchived', studentErrorMessages.classArchived)
    renderNotices()
    await act(async () => {
      await rating(12, 5)
      await studentOutbox.flush()
    })
    expect(screen.getByTestId('outbox-unread').textContent).toContain(
      fill(studentTexts.en.outbox.refused, {
        grade: '5',
        title: 'Brüche kürzen',
        reason: studentTexts.en.server.classArchived,
      }),
    )
  })
})
