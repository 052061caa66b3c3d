import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import './dialog.css'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Buttons at the bottom. */
  actions?: ReactNode
  /** Another look beside `dialog` (e.g. a panel sliding in from the side). */
  className?: string
}

/** A dialog's first field, where it opens (one that asks nothing opens on its close button). */
const FIRST_FIELD =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not a text
  '.dialog__body :is(input:not([type="hidden"]), select, textarea):not(:disabled):not([readonly])'

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus
 * stays inside), Escape closes it, and focus returns to where it was when it closes. A dialog
 * with fields opens with the focus on the first one.
 */
export function Dialog({ open, onClose, title, children, actions, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // showModal() focuses the first focusable element: the close button, first in the box.
      const focused = document.activeElement
      if (!focused || focused === dialog || focused.classList.contains('dialog__close'))
        dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (outside the content box) closes the dialog.
        if (event.target === ref.current) onClose()
      }}
    >
      <div className="dialog__box">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="btn btn-small dialog__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">
              <Trans>Close</Trans>
            </span>
          </button>
        </header>
        <div className="dialog__body">{children}</div>
        {actions ? <footer className="dialog__actions">{actions}</footer> : null}
      </div>
    </dialog>
  )
}
