/** The day's 15-minute slots as a radio group; times the party does not fit are shown disabled. */
import { Trans } from '@lingui/react/macro'
import type { SlotChoice } from './slot-list.ts'

type SlotPickerProps = {
  choices: SlotChoice[] | null
  failed: boolean
  retry: () => void
  chosen: string | null
  onChoose: (at: string) => void
}

export function SlotPicker({ choices, failed, retry, chosen, onChoose }: SlotPickerProps) {
  let body
  if (failed) {
    body = (
      <div className="g-alert-card" role="alert">
        <p>
          <Trans>The free times could not be loaded.</Trans>
        </p>
        <button type="button" className="g-btn" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  } else if (choices === null) body = <p className="g-loading" aria-busy="true" />
  else if (!choices.some((c) => c.available)) {
    body = (
      <p className="g-muted">
        <Trans>No free time on this day for this many guests. Choose another day.</Trans>
      </p>
    )
  } else {
    body = (
      <div className="r-slots">
        {choices.map((c) => (
          <label key={c.at} className="r-slot">
            <input
              type="radio"
              name="slot"
              value={c.at}
              disabled={!c.available}
              checked={chosen === c.at}
              onChange={() => onChoose(c.at)}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
    )
  }
  return (
    <fieldset className="r-fieldset">
      <legend>
        <Trans>Time</Trans>
      </legend>
      {body}
    </fieldset>
  )
}
