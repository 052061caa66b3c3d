import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Dialog } from '../../ui/Dialog.tsx'

interface DeclineDialogProps {
  open: boolean
  onCancel: () => void
  onDecline: (reason: string) => void
  /** The dialog's title (default "Decline order"; the reservations board declines bookings). */
  title?: string | undefined
}

/** Declining needs a reason, which the guest is shown. */
export function DeclineDialog({ open, onCancel, onDecline, title }: DeclineDialogProps) {
  const { t } = useLingui()
  const formId = useId()
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)

  const close = () => {
    setReason('')
    setMissing(false)
    onCancel()
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = reason.trim()
    if (text === '') {
      setMissing(true)
      return
    }
    setReason('')
    setMissing(false)
    onDecline(text)
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title ?? t`Decline order`}
      actions={
        <>
          <button type="button" className="btn" onClick={close}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form={formId} className="btn btn-danger">
            <Trans>Decline</Trans>
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="field" noValidate>
        <label className="field">
          <span>
            <Trans>Reason (the guest sees it)</Trans>
          </span>
          <textarea
            className="input"
            rows={3}
            required
            aria-invalid={missing}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            autoFocus
          />
        </label>
        <p className="form-alert" role="alert">
          {missing ? <Trans>Please give a reason.</Trans> : null}
        </p>
      </form>
    </Dialog>
  )
}
