import { Trans, useLingui } from '@lingui/react/macro'
import type { Employee, Service } from '../../../sync/protocol/index.ts'
import { fullName } from '../../../sync/protocol/rules/index.ts'
import { roleLabel } from './labels.ts'

interface WorkerCardProps {
  worker: Employee
  services: ReadonlyMap<string, Service>
  /** The signed-in account's own worker: it cannot delete itself. */
  self: boolean
  waiting: boolean
  refused: boolean
  onEdit: () => void
  onPassword: () => void
  onDelete: () => void
}

/** One worker: name, username, role, where they work; edit, password, delete. */
export function WorkerCard(props: WorkerCardProps) {
  const { worker, services } = props
  const { t, i18n } = useLingui()
  const name = fullName(worker)
  const places = worker.services
    .map((s) => services.get(s.service_id)?.name)
    .filter((n): n is string => n !== undefined)
  const count = places.length
  return (
    <li
      className="worker-card"
      data-worker={worker.username}
      data-waiting={props.waiting || undefined}
      data-refused={props.refused || undefined}
    >
      <div className="worker-card__main">
        <strong className="worker-card__name">{name}</strong>
        <span className="worker-card__meta">
          {worker.username} · {roleLabel(i18n, worker.role)}
        </span>
        <span className="worker-card__places">
          {worker.role === 'manager' ? (
            <Trans>Every service</Trans>
          ) : count === 0 ? (
            <Trans>No service yet</Trans>
          ) : (
            places.join(', ')
          )}
        </span>
        {props.waiting ? (
          <span className="worker-card__waiting">
            <Trans>Waiting to sync</Trans>
          </span>
        ) : null}
        {props.refused ? (
          <span className="worker-card__refused">
            <Trans>Refused by the server: see the list of refused changes</Trans>
          </span>
        ) : null}
      </div>
      <div className="worker-card__actions">
        <button type="button" className="btn btn-small" onClick={props.onEdit}>
          <Trans>Edit</Trans>
          <span className="visually-hidden"> {name}</span>
        </button>
        <button type="button" className="btn btn-small" onClick={props.onPassword}>
          <Trans>Password</Trans>
          <span className="visually-hidden"> {name}</span>
        </button>
        {props.self ? null : (
          <button
            type="button"
            className="btn btn-small btn-danger"
            aria-label={t`Delete ${name}`}
            onClick={props.onDelete}
          >
            <Trans>Delete</Trans>
          </button>
        )}
      </div>
    </li>
  )
}
