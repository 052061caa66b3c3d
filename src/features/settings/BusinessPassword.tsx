import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { showToast } from '../../app/notifications/toast-store.ts'
import { InputField } from '../../ui/Field.tsx'
import { MIN_PASSWORD, passwordsReady } from '../workers/worker-draft.ts'
import { changeBusinessPassword } from '../../../sync/passwords.ts'

/**
 * The business's new password with its confirmation (spec 001 §5: 'Passwords do not match'; the
 * button only when both are typed and alike), and the current one the server asks for. Sent at
 * once, never queued: a password does not wait on a device.
 */
export function BusinessPassword({ businessId }: { businessId: string }) {
  const { t } = useLingui()
  const [old, setOld] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const mismatch = confirm !== '' && password !== confirm

  async function save() {
    if (password.length < MIN_PASSWORD) {
      setProblem(t`At least 8 characters.`)
      return
    }
    const result = await changeBusinessPassword({ businessId, oldPassword: old, password })
    if (result === 'saved') {
      showToast(t`The business password is changed.`, 'info')
      setOld('')
      setPassword('')
      setConfirm('')
      setProblem(null)
    } else if (result === 'wrong-old') setProblem(t`The current password is wrong.`)
    else if (result === 'offline') setProblem(t`A password is changed online only.`)
    else setProblem(t`Update failed`)
  }

  return (
    <fieldset className="settings-password">
      <legend>
        <Trans>Business password</Trans>
      </legend>
      <div className="settings-grid">
        <InputField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          value={old}
          onChange={(e) => setOld(e.target.value)}
        />
        <InputField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <InputField
          label={t`Repeat the new password`}
          type="password"
          autoComplete="new-password"
          value={confirm}
          aria-invalid={mismatch}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </div>
      {mismatch ? (
        <p className="settings-problem" role="alert">
          <Trans>Passwords do not match</Trans>
        </p>
      ) : null}
      {problem ? (
        <p className="settings-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {passwordsReady(password, confirm) ? (
        <button type="button" className="btn" onClick={() => void save()}>
          <Trans>Change the password</Trans>
        </button>
      ) : null}
    </fieldset>
  )
}
