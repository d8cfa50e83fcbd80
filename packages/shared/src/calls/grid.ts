import { messageResponse } from '../contracts/common'
import {
  block,
  blockList,
  blockRemoveBody,
  blockStoreBody,
  blocksQuery,
  blockUpdateBody,
  topic,
  topicRemoveBody,
  topicStoreBody,
  topicSwapBody,
  topicTypeList,
  topicUpdateBody,
} from '../contracts/grid'
import { trashedResponse } from '../contracts/trash'
import { defineCalls } from './call'

/**
 * docs/product/modules.md "Calls": the cells and columns of a module's grid. A block or
 * topic of a module the caller may not change answers 404 like a missing one.
 */
export const gridCalls = defineCalls('grid', {
  'GET /topic_types': {
    operationId: 'listTopicTypes',
    summary: 'Die Typen, die ein Thema haben kann',
    access: 'teacher',
    answer: topicTypeList,
    errors: [],
  },
  'GET /blocks': {
    operationId: 'listBlocks',
    summary: 'Die Blöcke (Spalten) eines Moduls, das man sehen darf',
    access: 'teacher',
    query: blocksQuery,
    answer: blockList,
    errors: ['notFound'],
  },
  'POST /blocks/store': {
    operationId: 'createBlock',
    summary: 'Einen Block in einer freien Spalte eines eigenen Moduls anlegen',
    access: 'teacher',
    body: blockStoreBody,
    answer: block,
    errors: ['notFound'],
  },
  /** A new column moves the block with its topics, only where dragging is allowed (409 otherwise). */
  'POST /blocks/update': {
    operationId: 'updateBlock',
    summary: 'Name, Beschreibung oder Spalte eines Blocks ändern',
    access: 'teacher',
    body: blockUpdateBody,
    answer: block,
    errors: ['notFound', 'conflict'],
  },
  'POST /blocks/remove': {
    operationId: 'removeBlock',
    summary: 'Einen Block mit seinen Themen in den Papierkorb legen',
    access: 'teacher',
    body: blockRemoveBody,
    answer: trashedResponse,
    errors: ['notFound'],
  },
  'POST /topics/store': {
    operationId: 'createTopic',
    summary: 'Ein Thema mit seinen Fragen in einer freien Zelle anlegen',
    access: 'teacher',
    body: topicStoreBody,
    answer: topic,
    errors: ['notFound'],
  },
  /** Another row moves the topic, only where dragging is allowed (409 otherwise). */
  'POST /topics/update': {
    operationId: 'updateTopic',
    summary: 'Ein Thema mit seinen Fragen ändern',
    access: 'teacher',
    body: topicUpdateBody,
    answer: topic,
    errors: ['notFound', 'conflict'],
  },
  'POST /topics/remove': {
    operationId: 'removeTopic',
    summary: 'Ein Thema mit seinen Fragen in den Papierkorb legen',
    access: 'teacher',
    body: topicRemoveBody,
    answer: trashedResponse,
    errors: ['notFound'],
  },
  /** Into an empty cell or trading places with the topic there; only where dragging is allowed (409). */
  'POST /topics/swap': {
    operationId: 'swapTopic',
    summary: 'Ein Thema in eine andere Zelle des Rasters verschieben',
    access: 'teacher',
    body: topicSwapBody,
    answer: messageResponse,
    errors: ['notFound', 'conflict'],
  },
})
