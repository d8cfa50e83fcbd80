/**
 * The items of a topic's check (issue 37, decision 052): what the teacher writes, and what a student
 * answers. Plain types: the contracts give the limits and the texts of their refusals.
 */

/** A choice or a step, with an id of its own so that shuffling and reordering keep it apart. */
export interface CheckOption {
  id: string
  text: string
}

/** The kinds of item, as the teacher picks them. */
export type CheckItemKind = 'single' | 'multiple' | 'number' | 'text' | 'order'

/** What each kind knows to score it. `order`'s steps are written in their right order. */
export type CheckItemKey =
  | { kind: 'single'; options: CheckOption[]; correct: string }
  | { kind: 'multiple'; options: CheckOption[]; correct: string[] }
  | { kind: 'number'; answer: number; tolerance: number; unit: string }
  | { kind: 'text'; accepted: string[]; foldUmlauts: boolean }
  | { kind: 'order'; steps: CheckOption[] }

/** A student's answer to one item, of the item's kind; numbers and texts as typed. */
export type CheckAnswer =
  | { kind: 'single'; option: string }
  | { kind: 'multiple'; options: string[] }
  | { kind: 'number'; value: string }
  | { kind: 'text'; value: string }
  | { kind: 'order'; steps: string[] }
