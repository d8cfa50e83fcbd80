import { z } from 'zod'
import { messageResponse } from '../contracts/common'
import {
  examGradesBody,
  examResultList,
  plannedIdBody,
  plannedIdQuery,
  plannedListQuery,
  plannedPage,
  plannedStoreBody,
  plannedUpdateBody,
  topicChoiceList,
} from '../contracts/planning'
import { defineCalls } from './call'

/** The teacher's homework and exams (issue 15): lists, setting, moving, removing, exam grades. */
export const planningCalls = defineCalls('planning', {
  'GET /events/planned': {
    operationId: 'listPlannedEvents',
    summary: 'Eine Seite der eigenen Hausaufgaben oder Prüfungen, offen oder abgeschlossen',
    access: 'teacher',
    query: plannedListQuery,
    answer: plannedPage,
    errors: [],
  },
  'GET /events/topicChoices': {
    operationId: 'listTopicChoices',
    summary: 'Die Themen, die sich für eine Hausaufgabe oder Prüfung wählen lassen',
    access: 'teacher',
    answer: topicChoiceList,
    errors: [],
  },
  /** Answers 201, not 200: the route file registers it by hand from this entry. */
  'POST /events/store': {
    operationId: 'createPlannedEvent',
    summary: 'Eine Hausaufgabe oder Prüfung für eine eigene Klasse setzen',
    access: 'teacher',
    body: plannedStoreBody,
    status: 201,
    answer: z.object({ id: z.number().int() }),
    errors: [],
  },
  'POST /events/update': {
    operationId: 'updatePlannedEvent',
    summary: 'Das Fälligkeitsdatum einer eigenen Hausaufgabe oder Prüfung verschieben',
    access: 'teacher',
    body: plannedUpdateBody,
    answer: messageResponse,
    errors: ['notFound'],
  },
  'POST /events/remove': {
    operationId: 'removePlannedEvent',
    summary: 'Eine eigene Hausaufgabe oder Prüfung mit ihren Bewertungen und Ergebnissen löschen',
    access: 'teacher',
    body: plannedIdBody,
    answer: messageResponse,
    errors: ['notFound'],
  },
  'GET /events/examResults': {
    operationId: 'listExamResults',
    summary: 'Die Noten einer eigenen Prüfung',
    access: 'teacher',
    query: plannedIdQuery,
    answer: examResultList,
    errors: ['notFound'],
  },
  'POST /events/examGrades': {
    operationId: 'saveExamGrades',
    summary: 'Noten einer eigenen Prüfung eintragen, alle oder keine',
    access: 'teacher',
    body: examGradesBody,
    answer: examResultList,
    errors: ['notFound'],
  },
})
