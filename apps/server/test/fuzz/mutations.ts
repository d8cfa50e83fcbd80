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

export const mutationKinds = Object.keys(mutations).map((kind) => ({ kind, weight: weights[kind] ?? 1 }))
