import { describe, expect, it } from 'vitest'
import { pinnableTopics, topicPlaces } from './topic-places'

const topic = (id: number, order: number, title: string, questions: number) =>
  ({ id, order, title, questions: Array.from({ length: questions }, (_, index) => ({ id: index })) }) as never

describe('topicPlaces', () => {
  // Blocks and topics arrive in any order; the grid reads block by block, row by row.
  const module = {
    blocks: [
      { order: 2, topics: [topic(20, 2, 'Brüche kürzen', 1), topic(21, 1, 'Brüche erweitern', 2)] },
      { order: 1, topics: [topic(10, 1, 'Zahlen', 3), topic(11, 3, 'Leer', 0)] },
    ],
  } as never

  it('lists the topics in grid order with their cells', () => {
    expect(topicPlaces(module).map((place) => `${place.cell} ${place.title}`)).toEqual([
      '1.1 Zahlen',
      '1.3 Leer',
      '2.1 Brüche erweitern',
      '2.2 Brüche kürzen',
    ])
  })

  it('offers only topics with questions for a pin', () => {
    expect(pinnableTopics(topicPlaces(module)).map((place) => place.id)).toEqual([10, 21, 20])
  })
})
