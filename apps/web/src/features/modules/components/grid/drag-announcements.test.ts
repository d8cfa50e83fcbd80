import type { Active, Over } from '@dnd-kit/core'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { moduleEditor } from '../../../../locales/de/module-editor'
import { createGridModel } from '../../model/grid-model'
import { testBlock, testModule } from '../../model/grid-test-data'
import { dragAnnouncements } from './drag-announcements'

// Column 1: topics 100 (row 1) and 101 (row 2); column 2: topic 200 (row 6); column 3 has no block.
const model = createGridModel(testModule({ blocks: [testBlock(1, 1, [1, 2]), testBlock(2, 2, [6])] }))
const t = i18next.createInstance()
const active = { id: 'topic-100' } as Active
const over = (id: string) => ({ id }) as Over

describe('drag announcements in German', () => {
  beforeAll(async () => {
    await t.init({
      lng: 'de',
      resources: { de: { translation: { moduleEditor } } },
      interpolation: { escapeValue: false },
    })
  })
  const announce = () => dragAnnouncements(() => model, t.t)

  it('says how to move a topic once it is picked up', () => {
    expect(announce().onDragStart({ active })).toBe(
      'Thema «Thema 100» aufgenommen. Mit den Pfeiltasten verschieben, mit Leertaste ablegen, mit Escape abbrechen.',
    )
  })

  it('names the cell under the topic and what a drop there would do', () => {
    const { onDragOver } = announce()
    expect(onDragOver({ active, over: over('cell-2-3') })).toBe('Thema «Thema 100» über Feld 2.3.')
    expect(onDragOver({ active, over: over('cell-2-6') })).toContain('Dort liegt «Thema 200»')
    expect(onDragOver({ active, over: over('cell-3-1') })).toContain('noch keinen Block')
    expect(onDragOver({ active, over: null })).toBe('Thema «Thema 100» ist über keinem Feld.')
  })

  it('says where the topic went, or that it stayed', () => {
    const { onDragEnd, onDragCancel } = announce()
    expect(onDragEnd({ active, over: over('cell-2-3') })).toBe('Thema «Thema 100» nach 2.3 verschoben.')
    expect(onDragEnd({ active, over: over('cell-2-6') })).toBe('Thema «Thema 100» mit «Thema 200» getauscht.')
    expect(onDragEnd({ active, over: over('cell-3-1') })).toBe(
      'Thema «Thema 100» wurde nicht verschoben; es bleibt in Feld 1.1.',
    )
    expect(onDragCancel({ active, over: null })).toBe(
      'Verschieben abgebrochen. Thema «Thema 100» bleibt in Feld 1.1.',
    )
  })
})
