import { useState, type FormEvent } from 'react'

/**
 * A form checked as a whole on submit: problems show only after the first try, the first field
 * with a problem gets the focus, and `save` runs with the checked fields when there is none.
 */
export function useCheckedForm<Fields, Problem>(
  checked: { problems: Record<string, Problem>; fields: Fields | null },
  save: (fields: Fields) => void,
) {
  const [shown, setShown] = useState(false)
  const problemOf = (path: string): Problem | undefined =>
    shown ? checked.problems[path] : undefined
  function submit(event: FormEvent) {
    event.preventDefault()
    setShown(true)
    if (checked.fields === null) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.menu-form [aria-invalid="true"]')?.focus(),
      )
      return
    }
    save(checked.fields)
  }
  return { problemOf, submit }
}
