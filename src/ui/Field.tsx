import { useId, type ComponentProps, type ReactNode } from 'react'

/** What a labelled control takes besides its own attributes (its id and class are the field's). */
type FieldProps<Control extends 'input' | 'select'> = { label: ReactNode } & Omit<
  ComponentProps<Control>,
  'id' | 'className'
>

/** An input under its label's text (`.field`): the label names it, by wrapping and by id. */
export function InputField({ label, ...input }: FieldProps<'input'>) {
  const id = useId()
  return (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <input id={id} className="input" {...input} />
    </label>
  )
}

/** A select under its label's text (`.field`); its options are the children. */
export function SelectField({ label, ...select }: FieldProps<'select'>) {
  const id = useId()
  return (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <select id={id} className="input" {...select} />
    </label>
  )
}
