import { removalImpact, removalImpactQuery } from '../contracts/grid'
import {
  moduleByIdQuery,
  moduleDetail,
  moduleDuplicateBody,
  moduleRemoveBody,
  moduleStoreAnswer,
  moduleStoreBody,
  moduleUpdateBody,
  ownModuleSummaryList,
} from '../contracts/modules'
import { moduleUpdateAnswer, trashedResponse } from '../contracts/trash'
import { defineCalls } from './call'

/**
 * docs/product/modules.md "Calls", the building part: the grid, the own lists, create, change, copy, delete.
 * A module the caller may not view (or write) answers 404 like a missing one.
 */
export const moduleCalls = defineCalls('modules', {
  'GET /modules/byId': {
    operationId: 'getModuleById',
    summary: 'Ein Modul mit seinem ganzen Raster (Blöcke, Themen), sofern man es sehen darf',
    access: 'teacher',
    query: moduleByIdQuery,
    answer: moduleDetail,
    errors: ['notFound'],
  },
  'GET /modules': {
    operationId: 'listModules',
    summary: 'Die eigenen Module in jedem Status',
    access: 'teacher',
    answer: ownModuleSummaryList,
    errors: [],
  },
  'GET /modules/draft': {
    operationId: 'listDraftModules',
    summary: 'Die eigenen Module im Entwurf',
    access: 'teacher',
    answer: ownModuleSummaryList,
    errors: [],
  },
  'POST /modules/store': {
    operationId: 'createModule',
    summary: 'Ein neues Modul als Entwurf anlegen',
    access: 'teacher',
    body: moduleStoreBody,
    answer: moduleStoreAnswer,
    errors: [],
  },
  /**
   * Name, description and size. A smaller grid moves what lies outside it to the trash (the answer
   * names the item); the status changes only through its own calls.
   */
  'POST /modules/update': {
    operationId: 'updateModule',
    summary: 'Name, Beschreibung und Rastergrösse eines eigenen Moduls ändern',
    access: 'teacher',
    body: moduleUpdateBody,
    answer: moduleUpdateAnswer,
    errors: ['notFound'],
  },
  'POST /modules/remove': {
    operationId: 'removeModule',
    summary: 'Ein eigenes Modul mit allem darunter in den Papierkorb legen',
    access: 'teacher',
    body: moduleRemoveBody,
    answer: trashedResponse,
    errors: ['notFound'],
  },
  'POST /modules/duplicate': {
    operationId: 'duplicateModule',
    summary: 'Ein Modul, das man verwenden darf, als eigenen Entwurf kopieren',
    access: 'teacher',
    body: moduleDuplicateBody,
    answer: moduleStoreAnswer,
    errors: ['notFound', 'conflict'],
    idempotencyKey: true,
  },
  'GET /modules/removalImpact': {
    operationId: 'getModuleRemovalImpact',
    summary: 'Was das Entfernen eines eigenen Moduls, Blocks oder Themas mitnähme',
    access: 'teacher',
    query: removalImpactQuery,
    answer: removalImpact,
    errors: ['notFound'],
  },
})
