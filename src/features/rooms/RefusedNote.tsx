import { Trans, useLingui } from '@lingui/react/macro'
import { engine } from '../../app/staff/engine.ts'
import type { RefusedAction } from './queries.ts'
import { refusalText } from './texts.ts'

/** On a room: the server refused a reception action; told in the staff member's words. */
export function RefusedNote({ actions }: { actions: readonly RefusedAction[] }) {
  const { i18n } = useLingui()
  const dismiss = () => {
    Promise.all(actions.map((a) => engine.discard(a.id))).catch((error: unknown) =>
      console.error('Could not dismiss the refused action', error),
    )
  }
  return (
    <div className="room-refused" role="status">
      <p className="room-refused__title">
        <span aria-hidden="true">⚠ </span>
        <Trans>Refused by the server</Trans>
      </p>
      <ul>
        {actions.map((a) => (
          <li key={a.id}>{refusalText(a, i18n)}</li>
        ))}
      </ul>
      <button type="button" className="btn btn-small" onClick={dismiss}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  )
}
