import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Service } from '../../../sync/protocol/index.ts'
import type { ServiceFilter as Filter } from './board.ts'
import { useServiceName } from '../../app/staff/use-service-name.ts'

interface ServiceFilterProps {
  services: readonly Pick<Service, '_id' | 'name' | 'names'>[]
  value: Filter
  onChange: (value: Filter) => void
}

/** One column's service filter: all services or one. */
export function ServiceFilter({ services, value, onChange }: ServiceFilterProps) {
  const { t } = useLingui()
  const id = useId()
  const nameOf = useServiceName()
  return (
    <div className="service-filter">
      <label htmlFor={id} className="visually-hidden">
        <Trans>Service</Trans>
      </label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="all">{t`All services`}</option>
        {services.map((s) => (
          <option key={s._id} value={s._id}>
            {nameOf(s)}
          </option>
        ))}
      </select>
    </div>
  )
}
