import { hasOnlyStorableCharacters, limits } from '@lernraster/shared'
import { type Checked, failed } from './problem'

export type NameField = 'firstname' | 'lastname'

export type Name = Record<NameField, string>

const nameFields = ['firstname', 'lastname'] as const satisfies readonly NameField[]

/**
 * docs/product/accounts.md "Account settings", the name card: both required, each at least two characters
 * (the message says two, decision 005).
 */
export function checkNameChange(input: Name, current: Name): Checked<NameField, Name> {
  const name = { firstname: input.firstname.trim(), lastname: input.lastname.trim() }
  if (name.firstname === '') return failed('messages.account.firstnameRequired', ['firstname'])
  if (name.lastname === '') return failed('messages.account.lastnameRequired', ['lastname'])
  const short = nameFields.filter((field) => name[field].length < limits.nameMin)
  if (short.length > 0) return failed('messages.account.nameTooShort', short)
  const unstorable = nameFields.filter((field) => !hasOnlyStorableCharacters(name[field]))
  if (unstorable.length > 0) return failed('messages.text.invalidCharacters', unstorable)
  if (name.firstname === current.firstname && name.lastname === current.lastname) {
    return failed('messages.account.noChanges')
  }
  return { ok: true, value: name }
}
