import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { Service } from '../../../sync/protocol/index.ts'
import { useServiceName } from '../../app/staff/use-service-name.ts'

interface ServiceSwitchProps {
  /** What the services are, for screen readers ("Service", "Spa"). */
  label: ReactNode
  /** The route the chosen service opens on: /app/h/{path}/{service name}. */
  path: string
  service: Service
  services: readonly Service[]
}

/** A menu editor's switch to another of its services, when there is more than one. */
export function ServiceSwitch({ label, path, service, services }: ServiceSwitchProps) {
  const nameOf = useServiceName()
  const navigate = useNavigate()
  if (services.length < 2) return null
  return (
    <label className="menu-screen__service">
      <span className="visually-hidden">{label}</span>
      <select
        className="input"
        value={service._id}
        onChange={(e) => {
          const next = services.find((s) => s._id === e.target.value)
          if (next) void navigate(`/app/h/${path}/${encodeURIComponent(next.name)}`)
        }}
      >
        {services.map((s) => (
          <option key={s._id} value={s._id}>
            {nameOf(s)}
          </option>
        ))}
      </select>
    </label>
  )
}
