import { Trans, useLingui } from '@lingui/react/macro'
import type { Employee } from '../../../sync/protocol/index.ts'
import { failureReason } from '../../app/status/failure-reasons.ts'
import { FAILURE_TEXTS, NEUTRAL_FAILURE_TEXTS } from '../../app/status/failure-texts.ts'
import { dismissRefusedWeek } from './mutations.ts'
import type { SaveOutcome } from './use-save-outcomes.ts'
import { fullName } from './workers.ts'

interface SaveOutcomesProps {
  outcomes: readonly SaveOutcome[]
  workers: readonly Employee[]
  onForget: (id: string) => void
}

/**
 * Saved weeks with days the server refused (spec §8: 'Fail {n} day'): those days show what the
 * server has; each notice stays until dismissed.
 */
export function SaveOutcomes({ outcomes, workers, onForget }: SaveOutcomesProps) {
  const { t, i18n } = useLingui()
  if (outcomes.length === 0) return null
  const nameOf = (id: string) => {
    const employee = workers.find((w) => w._id === id)
    return employee ? fullName(employee) : t`An employee`
  }
  const dismiss = (outcome: SaveOutcome) => {
    if (!outcome.error) return onForget(outcome.id)
    dismissRefusedWeek(outcome.id).catch((error: unknown) =>
      console.error('Could not dismiss the refused shift week', error),
    )
  }
  return (
    <div className="shift-outcomes">
      {outcomes.map((outcome) => {
        const reason = outcome.error ? failureReason(outcome.error, undefined) : null
        const n = outcome.failed
        const name = nameOf(outcome.employeeId)
        return (
          <div key={outcome.id} role="alert" className="shift-outcome">
            <p className="shift-outcome__title">
              <span aria-hidden="true">⚠ </span>
              {t`Fail ${n} day`}
            </p>
            <p>
              {name}:{' '}
              {reason ? (
                i18n._(NEUTRAL_FAILURE_TEXTS[reason] ?? FAILURE_TEXTS[reason])
              ) : (
                <Trans>the days the server refused show what it has.</Trans>
              )}
            </p>
            <button type="button" className="btn btn-small" onClick={() => dismiss(outcome)}>
              <Trans>Dismiss</Trans>
            </button>
          </div>
        )
      })}
    </div>
  )
}
