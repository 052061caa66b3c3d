/**
 * The room code (spec: wrong code "Incorrect code. Try again."; "Trial expired" leads to the
 * trial-expired page; a room without a checked-in stay says so).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useNavigate } from '../../app/public-shell/nav.tsx'
import { getStayAccessToken, type StayAccess } from './guest-api.ts'
import { HttpError, isTrialExpired } from './http.ts'

type Problem = 'empty' | 'wrong' | 'not_checked_in' | 'failed' | null

export function RoomCodeForm({
  roomId,
  onAccess,
}: {
  roomId: string
  onAccess: (access: StayAccess) => void
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const password = code.trim()
    if (password === '') return setProblem('empty')
    if (busy) return
    setBusy(true)
    setProblem(null)
    try {
      const access = await getStayAccessToken(roomId, password)
      onAccess(access)
    } catch (error) {
      if (isTrialExpired(error)) return void navigate('/trial-expired')
      if (error instanceof HttpError && error.status === 401) setProblem('wrong')
      else if (error instanceof HttpError && error.code === 'stay.not_checked_in') {
        setProblem('not_checked_in')
      } else setProblem('failed')
      setCode('')
    } finally {
      setBusy(false)
    }
  }

  const message = {
    empty: t`Enter the room code.`,
    wrong: t`Incorrect code. Try again.`,
    not_checked_in: t`This room is not checked in yet. Please ask the reception.`,
    failed: t`Something went wrong. Check your connection and try again.`,
  }

  return (
    <form className="g-card g-code" onSubmit={(e) => void submit(e)} noValidate>
      <h2>
        <Trans>Welcome</Trans>
      </h2>
      <p className="g-muted">
        <Trans>Enter the room code you received at check-in to order to your room.</Trans>
      </p>
      <label className="g-field">
        <span>
          <Trans>Room code</Trans>
        </span>
        <input
          className="g-input g-code-input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          enterKeyHint="go"
          maxLength={32}
          // The page is this form: the keyboard opens at once.
          autoFocus
          value={code}
          aria-invalid={problem === 'wrong' || problem === 'empty'}
          aria-describedby={problem ? 'g-code-problem' : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
      </label>
      {problem ? (
        <p id="g-code-problem" className="g-alert" role="alert">
          {message[problem]}
        </p>
      ) : null}
      <button type="submit" className="g-btn g-btn-primary g-btn-block" disabled={busy}>
        {busy ? <Trans>Checking…</Trans> : <Trans>Continue</Trans>}
      </button>
    </form>
  )
}
