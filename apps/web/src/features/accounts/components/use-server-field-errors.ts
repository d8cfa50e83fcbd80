import { useServerMessage } from '../../../lib/server-message'
import { serverFieldErrors } from '../model/form-issue'

/** The server's 422 field messages of a form, in the user's language, ready for `showErrors`. */
export function useServerFieldErrors() {
  const serverMessage = useServerMessage()
  return <Field extends string>(error: unknown, fields: readonly Field[]) => {
    const found = serverFieldErrors(error, fields)
    const translated: Partial<Record<Field, string>> = {}
    for (const field of fields) {
      if (found[field]) translated[field] = serverMessage(found[field])
    }
    return translated
  }
}
