import { Trans } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'

interface MenuFormFrameProps {
  titleId: string
  title: ReactNode
  onSubmit: (event: FormEvent) => void
  onClose: () => void
  /** The delete button's words; no button for a new row (`onDelete` null). */
  deleteLabel: ReactNode
  onDelete: (() => void) | null
  children: ReactNode
}

/** The frame of a slide-in menu form: title and Close on top, Save and Delete at the bottom. */
export function MenuFormFrame(props: MenuFormFrameProps) {
  return (
    <form
      className="menu-form"
      onSubmit={props.onSubmit}
      noValidate
      aria-labelledby={props.titleId}
    >
      <header className="menu-form__header">
        <h2 id={props.titleId}>{props.title}</h2>
        <button type="button" className="btn btn-small" onClick={props.onClose}>
          <Trans>Close</Trans>
        </button>
      </header>
      {props.children}
      <footer className="menu-form__footer">
        <button type="submit" className="btn btn-primary">
          <Trans>Save</Trans>
        </button>
        {props.onDelete && (
          <button type="button" className="btn btn-danger" onClick={props.onDelete}>
            {props.deleteLabel}
          </button>
        )}
      </footer>
    </form>
  )
}
