import { Trans } from '@lingui/react/macro'
import './toasts.css'

export interface ToastItem {
  id: string
  text: string
  tone: 'info' | 'attention'
}

interface ToastsProps {
  toasts: readonly ToastItem[]
  onDismiss: (id: string) => void
}

/** Short notices in a polite live region (screen readers read them without moving focus). */
export function Toasts({ toasts, onDismiss }: ToastsProps) {
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <span>{toast.text}</span>
          <button type="button" className="btn btn-small" onClick={() => onDismiss(toast.id)}>
            <Trans>Dismiss</Trans>
          </button>
        </div>
      ))}
    </div>
  )
}
