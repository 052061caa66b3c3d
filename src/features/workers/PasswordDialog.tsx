import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { Employee } from '../../../sync/protocol/index.ts'
import { fullName } from '../../../sync/protocol/rules/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { MIN_PASSWORD, passwordsReady } from './worker-draft.ts'

/**
 * A worker's password: the current one, the new one and its repetition (spec 001 §5: 'Passwords
 * do not match'; Save shows only when both are typed and alike; a 401 means the current one is
 * wrong). Sent at once, never queued: a password does not wait on a device.
 */
export function PasswordDialog({ worker, onClose }: { worker: Employee; onClose: () => void }) {
  const { t } = useLingui()
  const [old, setOld] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const name = fullName(worker)
  const mismatch = confirm !== '' && password !== confirm
  const ready = passwordsReady(password, confirm)

  async function save() {
    if (password.length < MIN_PASSWORD) {
      setProblem(t`At least 8 characters.`)
      return
    }
    setSaving(true)
    setProblem(null)
    const { changeWorkerPassword } = await import('../../../sync/passwords.ts')
    const result = await changeWorkerPassword({
      employeeId: worker._id,
      oldPassword: old,
      newPassword: password,
    })
    setSaving(false)
    if (result === 'saved') {
      showToast(t`The password of ${name} is changed.`, 'info')
      onClose()
    } else if (result === 'wrong-old') setProblem(t`The current password is wrong.`)
    else if (result === 'offline')
      setProblem(t`A password is changed only online: connect and try again.`)
    else setProblem(t`FAILURE`)
  }

  return (
    <Dialog open onClose={onClose} title={t`Password of ${name}`}>
      <form
        className="worker-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (ready && !saving) void save()
        }}
      >
        <PasswordInput
          id="worker-old-password"
          label={<Trans>Current password</Trans>}
          autoComplete="current-password"
          value={old}
          onChange={setOld}
        />
        <PasswordInput
          id="worker-new-password"
          label={<Trans>New password</Trans>}
          value={password}
          onChange={setPassword}
        />
        <PasswordInput
          id="worker-confirm-password"
          label={<Trans>Repeat the new password</Trans>}
          value={confirm}
          onChange={setConfirm}
          problem={mismatch ? <Trans>Passwords do not match</Trans> : null}
        />
        {problem ? (
          <p className="worker-form__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="dialog__actions worker-form__actions">
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          {ready ? (
            <button type="submit" className="btn btn-primary" disabled={saving}>
              <Trans>Save password</Trans>
            </button>
          ) : null}
        </div>
      </form>
    </Dialog>
  )
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- an element id, not a text
const PROBLEM_SUFFIX = '-problem'

/** One password field, its problem below it (announced, tied to the field). */
function PasswordInput(props: {
  id: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  autoComplete?: string
  problem?: ReactNode
}) {
  const problemId = props.id + PROBLEM_SUFFIX
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="password"
        className="input"
        autoComplete={props.autoComplete ?? 'new-password'}
        value={props.value}
        aria-invalid={props.problem ? true : undefined}
        aria-describedby={props.problem ? problemId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.problem ? (
        <p id={problemId} className="worker-form__problem" role="alert">
          {props.problem}
        </p>
      ) : null}
    </div>
  )
}
