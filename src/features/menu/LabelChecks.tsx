import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'

interface LabelChecksProps<T extends string> {
  legend: ReactNode
  name: string
  all: readonly T[]
  labels: Record<T, MessageDescriptor>
  value: readonly T[]
  onChange: (value: T[]) => void
}

/** Several of a fixed list (an item's allergens, its diets) as checkboxes, in the list's order. */
export function LabelChecks<T extends string>(props: LabelChecksProps<T>) {
  const { i18n } = useLingui()
  const toggle = (choice: T) => {
    const next = new Set(props.value)
    if (next.has(choice)) next.delete(choice)
    else next.add(choice)
    props.onChange(props.all.filter((c) => next.has(c)))
  }
  return (
    <fieldset className="menu-form__checks">
      <legend>{props.legend}</legend>
      <div className="menu-form__checks-grid">
        {props.all.map((choice) => (
          <label key={choice} className="menu-form__check">
            <input
              type="checkbox"
              name={props.name}
              value={choice}
              checked={props.value.includes(choice)}
              onChange={() => toggle(choice)}
            />
            {i18n._(props.labels[choice])}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
