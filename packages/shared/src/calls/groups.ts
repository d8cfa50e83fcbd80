import { z } from 'zod'
import {
  group,
  groupList,
  groupMemberParams,
  groupStoreBody,
  groupUpdateBody,
  groupUserList,
  groupUsersQuery,
  removeMemberBody,
  removeMemberResponse,
  toggleActiveResponse,
} from '../contracts/groups'
import { groupRemoveBody, trashedResponse } from '../contracts/trash'
import { defineCalls } from './call'

/** A teacher's classes and their students (docs/product/subjects-and-classes.md "Classes"). */
export const groupCalls = defineCalls('groups', {
  'GET /groups': {
    operationId: 'listGroups',
    summary: 'Die eigenen Klassen mit ihren Lernenden',
    access: 'teacher',
    answer: groupList,
    errors: [],
  },
  'POST /groups/store': {
    operationId: 'createGroup',
    summary: 'Eine Klasse mit neuem Klassencode anlegen',
    access: 'teacher',
    body: groupStoreBody,
    answer: group,
    errors: [],
  },
  'POST /groups/update': {
    operationId: 'updateGroup',
    summary: 'Eine eigene Klasse umbenennen',
    access: 'teacher',
    body: groupUpdateBody,
    answer: group,
    errors: ['notFound'],
  },
  /** Our addition (issue 31): a class goes to the trash and comes back from there. */
  'POST /groups/remove': {
    operationId: 'removeGroup',
    summary: 'Eine eigene Klasse in den Papierkorb legen',
    access: 'teacher',
    body: groupRemoveBody,
    answer: trashedResponse,
    errors: ['notFound'],
  },
  'GET /groups/users': {
    operationId: 'listGroupUsers',
    summary: 'Die Lernenden einer eigenen Klasse',
    access: 'teacher',
    query: groupUsersQuery,
    answer: groupUserList,
    errors: ['notFound'],
  },
  'POST /groups/:groupId/users/:userId/toggleActive': {
    operationId: 'toggleGroupUserActive',
    summary: 'Eine Lernende oder einen Lernenden in einer eigenen Klasse aktiv oder inaktiv schalten',
    access: 'teacher',
    params: groupMemberParams,
    // The spec sends an empty body; nothing else is accepted.
    body: z.strictObject({}).nullish(),
    answer: toggleActiveResponse,
    errors: ['notFound'],
  },
  /**
   * Issue 34 item 4, decision 042: the student leaves the class; their ratings in its runs are kept
   * (shown nowhere while they are not a member) or deleted. The account itself stays.
   */
  'POST /groups/:groupId/users/:userId/remove': {
    operationId: 'removeGroupUser',
    summary: 'Eine Lernende oder einen Lernenden aus einer eigenen Klasse entfernen',
    access: 'teacher',
    params: groupMemberParams,
    body: removeMemberBody,
    answer: removeMemberResponse,
    errors: ['notFound'],
  },
})
