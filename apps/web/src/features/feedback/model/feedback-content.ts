import { hasOnlyStorableCharacters, limits } from '@lernraster/shared'

/**
 * docs/product/accounts.md "Feedback to the provider": at most 1000 characters; longer input (a paste) is
 * cut, never refused later.
 */
export function clampFeedback(text: string): string {
  return text.length > limits.feedbackMax ? text.slice(0, limits.feedbackMax) : text
}

/** The key of the message that stops sending, or null when the text may go. */
export function checkFeedback(
  text: string,
): 'messages.feedback.contentRequired' | 'messages.text.invalidCharacters' | null {
  const content = text.trim()
  if (content === '') return 'messages.feedback.contentRequired'
  // The length needs no check: clampFeedback keeps the text within it while it is typed.
  return hasOnlyStorableCharacters(content, true) ? null : 'messages.text.invalidCharacters'
}
