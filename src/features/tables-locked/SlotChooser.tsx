import { Trans } from '@lingui/react/macro'
import type { Service } from '../../../sync/protocol/index.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { serviceName as serviceNameIn } from '../../../sync/protocol/rules/service-names.ts'
import { InputField, SelectField } from '../../ui/Field.tsx'
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
  const { intl, locale } = useActiveLocale()
  return (
    <div className="locked__choose">
      <SelectField
        label={<Trans>Service</Trans>}
        value={props.serviceId}
        onChange={(event) => props.onService(event.target.value)}
      >
        {props.services.map((s) => (
          <option key={s._id} value={s._id}>
            {serviceNameIn(s, locale)}
          </option>
        ))}
      </SelectField>
      <InputField
        label={<Trans>Date</Trans>}
        type="date"
        value={props.day}
        required
        onChange={(event) => {
          if (event.target.value) props.onDay(event.target.value)
        }}
      />
      <SelectField
        label={<Trans>Time</Trans>}
        value={props.slot ?? ''}
        onChange={(event) => props.onSlot(Number(event.target.value))}
      >
        {props.slots.map((at) => (
          <option key={at} value={at}>
            {clockOf(intl, at)}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
