import {
  checkRemoveBody,
  checkRemoved,
  checkSaveBody,
  checkTopicQuery,
  topicCheck,
  topicCheckOrNone,
} from '../contracts/checks'
import { defineCalls } from './call'

/**
 * Issue 37: a topic's check ("Lernkontrolle"), written by the module's owner and read by whoever may
 * view the module. The students' side follows.
 */
export const checkCalls = defineCalls('checks', {
  'GET /checks/byTopic': {
    operationId: 'getTopicCheck',
    summary: 'Die Lernkontrolle eines Themas, mit den richtigen Antworten (null ohne)',
    access: 'teacher',
    query: checkTopicQuery,
    answer: topicCheckOrNone,
    errors: ['notFound'],
  },
  'POST /checks/save': {
    operationId: 'saveTopicCheck',
    summary: 'Die Lernkontrolle eines Themas des eigenen Moduls speichern (ersetzt die bisherige)',
    access: 'teacher',
    body: checkSaveBody,
    answer: topicCheck,
    errors: ['notFound', 'checkTaken'],
  },
  'POST /checks/remove': {
    operationId: 'removeTopicCheck',
    summary: 'Die Lernkontrolle eines Themas des eigenen Moduls entfernen',
    access: 'teacher',
    body: checkRemoveBody,
    answer: checkRemoved,
    errors: ['notFound', 'checkTaken'],
  },
})
