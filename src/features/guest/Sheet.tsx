/**
 * A modal sheet on the native <dialog>: focus is kept inside, Escape closes it, a tap on the
 * backdrop closes it. A bottom sheet on phones, a centred panel on wide screens.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import { CloseIcon } from './icons.tsx'

type SheetProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  footer?: ReactNode
  id: string
}

export function Sheet({ open, onClose, title, children, footer, id }: SheetProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    // Focus goes back to what opened the sheet, also when the sheet is unmounted while open.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className="g-sheet"
      aria-labelledby={`${id}-title`}
      onClose={() => {
        // A close event queued by an earlier close (React dev re-runs effects) is stale.
        if (!ref.current?.open) onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {open ? (
        <div className="g-sheet-panel">
          <header className="g-sheet-head">
            <h2 id={`${id}-title`}>{title}</h2>
            <button type="button" className="g-icon-btn" onClick={onClose} aria-label={t`Close`}>
              <CloseIcon />
            </button>
          </header>
          <div className="g-sheet-content">{children}</div>
          {footer ? <footer className="g-sheet-foot">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  )
}
