import type { CheckAnswer } from '@lernraster/shared'

/**
 * Whether the student gave an answer: an empty field, no box ticked, is none (the check asks before
 * submitting with items left open; the server counts them wrong, decision 052).
 */
export function isAnswered(answer: CheckAnswer | undefined): boolean {
  if (!answer) return false
  switch (answer.kind) {
    case 'single':
      return answer.option !== ''
    case 'multiple':
      return answer.options.length > 0
    case 'number':
    case 'text':
      return answer.value.trim() !== ''
    case 'order':
      return answer.steps.length > 0
  }
}
