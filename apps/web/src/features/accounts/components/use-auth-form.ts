import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormIssue } from '../model/form-issue'

type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/**
 * The little state an auth form needs: its values, one message per field, and the focus on the
 * first field that failed. Kept this small on purpose: the login screen has a tight budget.
 */
export function useAuthForm<Field extends string>(initial: Record<Field, string>) {
  const { t } = useTranslation()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [focusTarget, setFocusTarget] = useState<{ field: Field } | null>(null)
  const inputs = useRef(new Map<Field, HTMLInputElement>())

  // After the render that shows the message, so a screen reader reads it with the field.
  useEffect(() => {
    if (focusTarget) inputs.current.get(focusTarget.field)?.focus()
  }, [focusTarget])

  /** Props for a Mantine input: value, change handler, its message and a ref for the focus. */
  function field(name: Field) {
    return {
      name,
      value: values[name],
      error: errors[name],
      ref: (element: HTMLInputElement | null) => {
        if (element) inputs.current.set(name, element)
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.currentTarget
        setValues((current) => ({ ...current, [name]: value }))
        // Typing answers the message; it should not linger over the corrected value.
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
      },
    }
  }

  /** Shows the messages under their fields (in field order) and focuses the first of them. */
  function showErrors(found: FieldErrors<Field>) {
    setErrors(found)
    const first = (Object.keys(found) as Field[]).find((name) => found[name])
    // A new object each time: the same field failing twice still gets the focus back.
    if (first) setFocusTarget({ field: first })
  }

  /**
   * The submit handler every auth form shares: nothing while `busy` (no double submit), else the
   * first broken rule under its field, else the messages cleared and `send` called.
   */
  function submitHandler(
    validate: (current: Record<Field, string>) => FormIssue<Field> | null,
    busy: boolean,
    send: () => void,
  ) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (busy) return
      const issue = validate(values)
      if (issue) return showErrors({ [issue.field]: t(issue.message) } as FieldErrors<Field>)
      showErrors({})
      send()
    }
  }

  return { values, errors, field, showErrors, submitHandler }
}
