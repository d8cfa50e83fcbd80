import type { TeacherRating } from '@lernraster/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setupI18n } from '../../../lib/i18n'
import { useSnackbar } from '../../../lib/snackbar'
import { useStoreTeacherRatings } from './store-teacher-ratings'
import { teacherRatingKeys } from './teacher-ratings-keys'

beforeAll(async () => {
  await setupI18n('de')
  await import('../texts')
})
afterEach(() => vi.unstubAllGlobals())

const key = teacherRatingKeys.byTopic(5, 9)
const rating = (user_id: number, question_id: number, grade: number): TeacherRating => ({
  user_id,
  question_id,
  grade,
  rated_by: 1,
  rated_at: '2026-11-26T10:00:00Z',
})

function setup(answers: Array<() => Response>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(key, [rating(1, 100, 4)])
  const bodies: unknown[] = []
  let open = 0
  let mostOpen = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      if (init.method !== 'POST') return new Response('[]', { status: 200 })
      open += 1
      mostOpen = Math.max(mostOpen, open)
      bodies.push(JSON.parse(String(init.body)))
      await new Promise((resolve) => setTimeout(resolve, 5))
      open -= 1
      return answers.shift()!()
    }),
  )
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useStoreTeacherRatings(5, 9, [100, 101]), { wrapper })
  return { client, result, bodies, mostOpen: () => mostOpen }
}

const ok = (ratings: TeacherRating[]) => () => new Response(JSON.stringify(ratings), { status: 200 })

describe('useStoreTeacherRatings', () => {
  it('shows grades at once and sends them one after another, none dropped', async () => {
    const { client, result, bodies, mostOpen } = setup([
      ok([rating(1, 100, 5), rating(1, 101, 5)]),
      ok([rating(2, 100, 3), rating(2, 101, 3)]),
    ])
    let saves: Promise<boolean>[] = []
    act(() => {
      saves = [
        result.current.save({ userIds: [1], grade: 5 }),
        result.current.save({ userIds: [2], grade: 3 }),
      ]
    })
    const shown = client.getQueryData<TeacherRating[]>(key)!
    expect(shown.map((entry) => [entry.user_id, entry.question_id, entry.grade])).toEqual(
      expect.arrayContaining([
        [1, 100, 5],
        [1, 101, 5],
        [2, 100, 3],
        [2, 101, 3],
      ]),
    )
    expect(await Promise.all(saves)).toEqual([true, true])
    expect(bodies).toEqual([
      { event_id: 5, user_ids: [1], grade: 5, topic_id: 9 },
      { event_id: 5, user_ids: [2], grade: 3, topic_id: 9 },
    ])
    expect(mostOpen()).toBe(1)
    await waitFor(() => expect(result.current.saving).toBe(false))
  })

  it('puts the grades back and says why when the server refuses', async () => {
    const refusal = () =>
      new Response(
        JSON.stringify({
          code: 'validation',
          message: 'Ungültig',
          errors: {
            user_ids: ['Nicht alle gewählten Schülerinnen und Schüler sind aktiv in dieser Klasse.'],
          },
        }),
        { status: 422 },
      )
    const { client, result } = setup([refusal])
    let save: Promise<boolean> = Promise.resolve(true)
    act(() => {
      save = result.current.save({ userIds: [1, 2], grade: 2, questionId: 100 })
    })
    expect(client.getQueryData<TeacherRating[]>(key)).toHaveLength(2)
    expect(await save).toBe(false)
    expect(client.getQueryData<TeacherRating[]>(key)).toEqual([rating(1, 100, 4)])
    expect(useSnackbar.getState().current).toMatchObject({
      tone: 'danger',
      message:
        'Die Note wurde nicht gespeichert. Nicht alle gewählten Schülerinnen und Schüler sind aktiv in dieser Klasse.',
    })
  })
})
