import { Trans, useLingui } from '@lingui/react/macro'
import type { FloorMarks } from './floor-marks.ts'
import { dismissRefused } from './mutations.ts'
import { SAVE_FAILED_TEXT } from './texts.ts'

/**
 * The server refused a floor plan change (spec §8: 'SAVE FAILED'): the tables are back where the
 * server has them; the reason is shown until dismissed.
 */
export function SaveFailed({ refused }: { refused: FloorMarks['refused'] }) {
  const { t } = useLingui()
  if (refused.length === 0) return null
  const reasonOf = (status: number | undefined, message: string) =>
    status === 403
      ? t`You may not change this service's tables.`
      : status === 404
        ? t`A table was removed in the meantime.`
        : message
  return (
    <div className="tables-failed" role="alert">
      <p className="tables-failed__title">
        <span aria-hidden="true">⚠ </span>
        {SAVE_FAILED_TEXT}
      </p>
      <p>
        <Trans>
          The server refused the change; the tables are shown where the server has them.
        </Trans>
      </p>
      <ul className="tables-failed__reasons">
        {refused.map((row) => (
          <li key={row.id}>{reasonOf(row.error?.status, row.error?.message ?? '')}</li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-small"
        onClick={() => {
          dismissRefused(refused.map((r) => r.id)).catch((error: unknown) =>
            console.error('Could not dismiss the refused floor plan change', error),
          )
        }}
      >
        <Trans>Dismiss</Trans>
      </button>
    </div>
  )
}
