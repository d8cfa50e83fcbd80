import { type ChangeEvent, useState } from 'react'

type ProblemOfFields<Field extends string> = {
  clear: () => void
  errorOf: (field: Field) => string | boolean
}

/**
 * The text values of a settings form, and the props that bind an input to one of them. Every edit
 * clears the form's message: once the input changes, the message may no longer be true.
 */
export function useSettingsFields<Field extends string>(
  initial: Record<Field, string>,
  problem: ProblemOfFields<Field>,
) {
  const [values, setValues] = useState(initial)
  const bind = (name: Field) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value
      setValues((previous) => ({ ...previous, [name]: value }))
      problem.clear()
    },
    error: problem.errorOf(name),
  })
  return { values, bind }
}
