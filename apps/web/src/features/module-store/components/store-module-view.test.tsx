import type { StoreModuleDetail } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupI18n } from '../../../lib/i18n'

// Issue 38: the store page said "1 Themen, 1 Fragen"; a topic opens its question titles only.
let StoreModuleView: typeof import('./store-module-view').StoreModuleView
beforeAll(async () => {
  await setupI18n('de')
  ;({ StoreModuleView } = await import('./store-module-view'))
})
afterEach(cleanup)

const lookup = { id: 1, title: 'Mathematik' }
const moduleWith = (questions: string[], classes: number): StoreModuleDetail => ({
  id: 5,
  name: 'Brüche',
  description: 'Kürzen',
  cover_path: null,
  crystals: 10,
  your_price: 10,
  admin_id: 2,
  author: { firstname: 'Lea', lastname: 'Brunner' },
  lernraster_subject: lookup,
  schoollevel: lookup,
  schooltype: lookup,
  language: lookup,
  country: lookup,
  tags: [],
  rows: 1,
  columns: 1,
  topics_count: 1,
  questions_count: questions.length,
  buyers_count: 1,
  classes_count: classes,
  published_at: '2026-11-20T10:00:00.000Z',
  purchased: false,
  owns_earlier_version: false,
  is_own: false,
  available: true,
  blocks: [
    {
      id: 1,
      name: 'Grundlagen',
      order: 1,
      topics: [
        {
          id: 7,
          title: 'Kürzen',
          order: 1,
          topic_type_id: 1,
          questions: questions.map((title, index) => ({ id: index + 1, title })),
        },
      ],
    },
  ],
})

const show = (module: StoreModuleDetail) =>
  render(
    <MantineProvider>
      <StoreModuleView module={module} />
    </MantineProvider>,
  )

describe('the store page of a module', () => {
  it('says one topic and one question in the singular, and the classes that use it', () => {
    show(moduleWith(['Ich kann kürzen.'], 1))
    expect(screen.getByText('1 Thema, 1 Frage')).toBeTruthy()
    expect(screen.getByText('In 1 Klasse eingesetzt')).toBeTruthy()
    expect(screen.getByText('1 Käufer/in')).toBeTruthy()
  })

  it('uses the plural from two on', () => {
    show(moduleWith(['Ich kann kürzen.', 'Ich kann erweitern.'], 3))
    expect(screen.getByText('1 Thema, 2 Fragen')).toBeTruthy()
    expect(screen.getByText('In 3 Klassen eingesetzt')).toBeTruthy()
  })

  it('opens a topic’s question titles', async () => {
    show(moduleWith(['Ich kann kürzen.', 'Ich kann erweitern.'], 0))
    fireEvent.click(screen.getByRole('button', { name: 'Fragen zu «Kürzen» anzeigen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Fragen in «Kürzen»' })
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ich kann kürzen.', 'Ich kann erweitern.'])
  })
})
