import type { ComponentProps } from 'react'

type SearchFieldProps = { label: string; className: string } & Omit<
  ComponentProps<'input'>,
  'type' | 'className' | 'placeholder'
>

/** A search box of a screen's header: its label, for screen readers, is also its placeholder. */
export function SearchField({ label, className, ...input }: SearchFieldProps) {
  return (
    <label className={className}>
      <span className="visually-hidden">{label}</span>
      <input type="search" className="input" placeholder={label} {...input} />
    </label>
  )
}
