/** The therapists free at the chosen slot, or no preference (the spa assigns one). */
import { Trans } from '@lingui/react/macro'
import type { TherapistName } from './spa-api.ts'

type TherapistPickerProps = {
  therapists: TherapistName[]
  chosen: string | null
  onChoose: (id: string | null) => void
}

export function TherapistPicker({ therapists, chosen, onChoose }: TherapistPickerProps) {
  const options = [
    { id: null, label: null },
    ...therapists.map((x) => ({ id: x._id, label: `${x.name} ${x.surname}`.trim() })),
  ]
  return (
    <fieldset className="r-fieldset">
      <legend>
        <Trans>Therapist</Trans>
      </legend>
      <div className="s-therapists">
        {options.map((o) => (
          <label key={o.id ?? ''} className="g-choice">
            <input
              type="radio"
              name="therapist"
              value={o.id ?? ''}
              checked={chosen === o.id}
              onChange={() => onChoose(o.id)}
            />
            <span>{o.label ?? <Trans>No preference</Trans>}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
