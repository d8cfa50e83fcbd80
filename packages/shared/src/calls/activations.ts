import {
  activeModuleBody,
  activeModuleList,
  activeRemovalImpact,
  activeRemovalImpactQuery,
  eventByIdQuery,
  eventDetail,
  eventEvaluationList,
  moduleActivateAnswer,
  moduleActivateBody,
  toggleFinishedAnswer,
} from '../contracts/activations'
import { trashedResponse } from '../contracts/trash'
import { defineCalls } from './call'

/**
 * docs/product/runs.md "Calls", running modules with classes: activate, finish, remove an activation, the
 * Active tab's lists, and an activation's event with its ratings. An activation is its teacher's alone; one
 * the caller may not touch answers 404 like a missing one.
 */
export const activationCalls = defineCalls('activations', {
  /**
   * Refused, in this order: a module the caller may not use (404), one under the store's review
   * (422), another teacher's class or subject (404), a module without a question or a class without
   * an active student (422), a module that already runs with the class (409 isActivated).
   */
  'POST /modules/activate': {
    operationId: 'activateModule',
    summary: 'Ein Modul für eine eigene Klasse in einem eigenen Fach aktivieren',
    access: 'teacher',
    body: moduleActivateBody,
    answer: moduleActivateAnswer,
    errors: ['notFound', 'isActivated', 'conflict'],
    idempotencyKey: true,
  },
  'POST /modules/toggleFinished': {
    operationId: 'toggleActivationFinished',
    summary: 'Eine eigene Aktivierung abschliessen oder wieder aktivieren',
    access: 'teacher',
    body: activeModuleBody,
    answer: toggleFinishedAnswer,
    errors: ['notFound'],
  },
  'POST /modules/removeActive': {
    operationId: 'removeActivation',
    summary: 'Eine eigene Aktivierung mit ihren Bewertungen in den Papierkorb legen',
    access: 'teacher',
    body: activeModuleBody,
    answer: trashedResponse,
    errors: ['notFound'],
  },
  'GET /modules/activeRemovalImpact': {
    operationId: 'getActivationRemovalImpact',
    summary: 'Was das Entfernen einer eigenen Aktivierung mitnähme',
    access: 'teacher',
    query: activeRemovalImpactQuery,
    answer: activeRemovalImpact,
    errors: ['notFound'],
  },
  'GET /modules/active': {
    operationId: 'listActiveActivations',
    summary: 'Die eigenen laufenden Aktivierungen mit Klasse, Fach und Fortschritt',
    access: 'teacher',
    answer: activeModuleList,
    errors: [],
  },
  'GET /modules/finished': {
    operationId: 'listFinishedActivations',
    summary: 'Die eigenen abgeschlossenen Aktivierungen mit Klasse, Fach und Fortschritt',
    access: 'teacher',
    answer: activeModuleList,
    errors: [],
  },
  'GET /events/byId': {
    operationId: 'getEventById',
    summary: 'Ein Ereignis einer eigenen Klasse',
    access: 'teacher',
    query: eventByIdQuery,
    answer: eventDetail,
    errors: ['notFound'],
  },
  'GET /evaluations/byEventId': {
    operationId: 'listEventEvaluations',
    summary: 'Die Bewertungen eines Ereignisses einer eigenen Klasse, nach Lernenden geordnet',
    access: 'teacher',
    query: eventByIdQuery,
    answer: eventEvaluationList,
    errors: ['notFound'],
  },
})
