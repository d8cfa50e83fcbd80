import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { type SubjectField, type SubjectValues, subjectFields } from '../model/subject-form'
import type { Shown } from '../model/subject-messages'
import { useShownText } from './use-shown-text'

type Problems = Partial<Record<SubjectField, Shown>>

/** The two fields of the subject form, their messages, and the focus on the first broken one. */
export function useSubjectFields(initial: SubjectValues) {
  const shownText = useShownText()
  const [values, setValues] = useState(initial)
  const [problems, setProblems] = useState<Problems>({})
  const [focusTarget, setFocusTarget] = useState<{ field: SubjectField } | null>(null)
  const inputs = useRef(new Map<SubjectField, HTMLInputElement>())

  // After the render that shows the message, so that a screen reader reads it with the field.
  useEffect(() => {
    if (focusTarget) inputs.current.get(focusTarget.field)?.focus()
  }, [focusTarget])

  /** Props for a Mantine input: value, change handler, its message and a ref for the focus. */
  function field(name: SubjectField) {
    return {
      name,
      value: values[name],
      error: shownText(problems[name]),
      ref: (element: HTMLInputElement | null) => {
        if (element) inputs.current.set(name, element)
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.currentTarget
        setValues((current) => ({ ...current, [name]: value }))
        // Typing answers the message; it should not linger over the corrected value.
        setProblems((current) => (current[name] ? { ...current, [name]: undefined } : current))
      },
    }
  }

  /** Shows the messages under their fields and puts the cursor into the first of them. */
  function showProblems(found: Problems) {
    setProblems(found)
    const first = subjectFields.find((name) => found[name])
    // A new object each time: the same field failing twice still gets the focus back.
    if (first) setFocusTarget({ field: first })
  }

  return { values, field, showProblems }
}
