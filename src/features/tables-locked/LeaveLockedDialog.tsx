import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { engine } from '../../app/staff/engine.ts'
import { Dialog } from '../../ui/Dialog.tsx'

interface LeaveLockedDialogProps {
  open: boolean
  username: string
  onCancel: () => void
}

/**
 * Leaving locked mode for the back office asks for the signed-in account's password again,
 * checked by the server (a sign-in as the same account keeps this device's data and outbox).
 * Offline it cannot be checked, so the tablet stays locked.
 */
export function LeaveLockedDialog({ open, username, onCancel }: LeaveLockedDialogProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const formId = useId()
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const close = () => {
    setPassword('')
    setProblem(null)
    onCancel()
  }

  async function check(): Promise<void> {
    if (password === '') return setProblem(t`Enter the password.`)
    setBusy(true)
    const result = await engine.login({ username, password })
    setBusy(false)
    if (result.kind === 'ok') {
      setPassword('')
      await navigate('/app/h/', { replace: true })
    } else if (result.kind === 'network') {
      setProblem(t`The password cannot be checked offline. The tablet stays locked.`)
    } else setProblem(t`Wrong password.`)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    check().catch((error: unknown) => {
      console.error('Leaving locked mode failed', error)
      setBusy(false)
      setProblem(t`The password cannot be checked offline. The tablet stays locked.`)
    })
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`Leave locked mode`}
      actions={
        <>
          <button type="button" className="btn" onClick={close}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
            <Trans>Unlock</Trans>
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <label className="field">
          <span>
            <Trans>Password of {username}</Trans>
          </span>
          <input
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus
          />
        </label>
        <p className="form-alert" role="alert">
          {problem}
        </p>
      </form>
    </Dialog>
  )
}
