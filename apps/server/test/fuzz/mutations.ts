import fc from 'fast-check'
import {
  deepNesting,
  extraField,
  hostileText,
  type Mutation,
  missingField,
  oddIds,
  prototypeKey,
  wrongType,
} from './field-mutations'
import { malformedForm } from './form-mutations'
import { headers, otherMethod } from './header-mutations'
import { bodyPresence, contentType, malformedJson, pathSegments, querySyntax } from './transport-mutations'

const single: Record<string, Mutation> = {
  wrongType,
  missingField,
  extraField,
  prototypeKey,
  hostileText,
  oddIds,
  deepNesting,
  malformedJson,
  malformedForm,
  contentType,
  pathSegments,
  querySyntax,
  bodyPresence,
  headers,
  otherMethod,
}

/** Two or three mutations one after the other: what a single kind alone does not try. */
const combined: Mutation = (draft, target) =>
  fc
    .array(fc.constantFrom(...Object.values(single)), { minLength: 2, maxLength: 3 })
    .chain((chosen) =>
      chosen.reduce<fc.Arbitrary<typeof draft>>(
        (mutated, mutation) => mutated.chain((next) => mutation(next, target)),
        fc.constant(draft),
      ),
    )

/**
 * Every kind of request the fuzz test sends to every route and caller, by name: "valid" is the base
 * request as generated from the schema, so the routes' own work is exercised too.
 */
export const mutations: Record<string, Mutation> = {
  valid: (draft) => fc.constant(draft),
  ...single,
  combined,
}

/**
 * The share of the request budget each kind gets, relative to 1. The kinds with the most different
 * values get more, so that each of their values comes up on a route now and then.
 */
const weights: Record<string, number> = { valid: 2, hostileText: 3, prototypeKey: 2, oddIds: 2, combined: 2 }

const allKinds = Object.keys(mutations).map((kind) => ({ kind, weight: weights[kind] ?? 1 }))

/**
 * The kinds whose values reach a handler and its queries. The others (a wrong type, a missing field,
 * broken JSON or form data, content types, paths, query syntax, headers, methods, nesting) are
 * answered by Fastify and the schemas before any query, the same on either database.
 */
const kindsThatReachQueries = new Set([
  'valid',
  'extraField',
  'prototypeKey',
  'hostileText',
  'oddIds',
  'combined',
])

/**
 * Every kind on the embedded database; on PostgreSQL (the second run of `npm test`, decision 040)
 * only those whose values reach the queries, which is where the pg driver can answer differently
 * (a NUL in a text, an id past 2^31, a string where a number was). FUZZ_KINDS=all sends every kind there too.
 */
export const mutationKinds =
  process.env.TEST_DATABASE_URL && process.env.FUZZ_KINDS !== 'all'
    ? allKinds.filter(({ kind }) => kindsThatReachQueries.has(kind))
    : allKinds
