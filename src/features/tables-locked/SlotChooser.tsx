import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import type { Service } from '../../../sync/protocol/index.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { clockOf } from './format.ts'

interface SlotChooserProps {
  services: readonly Service[]
  serviceId: string
  onService: (id: string) => void
  day: string
  onDay: (day: string) => void
  slots: readonly number[]
  slot: number | null
  onSlot: (slot: number) => void
}

/** The service (the restaurant and its connected pool), the day and the 15-minute slot. */
export function SlotChooser(props: SlotChooserProps) {
  const { intl } = useActiveLocale()
  const ids = { service: useId(), day: useId(), slot: useId() }
  return (
    <div className="locked__choose">
      <label className="field" htmlFor={ids.service}>
        <span>
          <Trans>Service</Trans>
        </span>
        <select
          id={ids.service}
          className="input"
          value={props.serviceId}
          onChange={(event) => props.onService(event.target.value)}
        >
          {props.services.map((s) => (
            <option key={s._id} value={s._id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field" htmlFor={ids.day}>
        <span>
          <Trans>Date</Trans>
        </span>
        <input
          id={ids.day}
          className="input"
          type="date"
          value={props.day}
          required
          onChange={(event) => {
            if (event.target.value) props.onDay(event.target.value)
          }}
        />
      </label>
      <label className="field" htmlFor={ids.slot}>
        <span>
          <Trans>Time</Trans>
        </span>
        <select
          id={ids.slot}
          className="input"
          value={props.slot ?? ''}
          onChange={(event) => props.onSlot(Number(event.target.value))}
        >
          {props.slots.map((at) => (
            <option key={at} value={at}>
              {clockOf(intl, at)}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
