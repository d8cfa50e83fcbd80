import {
  ownPracticeClassName,
  schoolLimits,
  schoolMessages,
  textMessages,
  textProblem,
} from '@lernraster/shared'

export type GroupNameProblem = 'nameRequired' | 'nameTooLong' | 'nameReserved' | 'invalidCharacters'

export type CheckedGroupName = { ok: true; value: string } | { ok: false; problem: GroupNameProblem }

/**
 * docs/product/subjects-and-classes.md "Classes": a name is required; the same limits the server's
 * `groupStoreBody` applies.
 */
export function checkGroupName(input: string): CheckedGroupName {
  const name = input.trim()
  if (name === '') return { ok: false, problem: 'nameRequired' }
  const problem = textProblem(name, { max: schoolLimits.groupNameMax })
  if (problem) return { ok: false, problem: problem === 'tooLong' ? 'nameTooLong' : 'invalidCharacters' }
  if (name.toLowerCase() === ownPracticeClassName.toLowerCase()) return { ok: false, problem: 'nameReserved' }
  return { ok: true, value: name }
}

const problemByServerText = new Map<string, GroupNameProblem>([
  [schoolMessages.groupNameRequired, 'nameRequired'],
  [schoolMessages.groupNameTooLong, 'nameTooLong'],
  [schoolMessages.groupNameReserved, 'nameReserved'],
  [textMessages.invalidCharacters, 'invalidCharacters'],
])

/** The server answers with the shared German text; knowing which rule it is lets us show it translated. */
export function groupNameProblemOf(serverText: string): GroupNameProblem | undefined {
  return problemByServerText.get(serverText)
}
