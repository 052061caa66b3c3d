import { Trans, useLingui } from '@lingui/react/macro'
import type { PermissionName } from '../../../sync/protocol/rules/index.ts'
import type { Service } from '../../../sync/protocol/index.ts'
import { PERMISSION_HINT, PERMISSION_LABEL } from './labels.ts'
import { togglePermission, toggleService, type WorkerDraft } from './worker-draft.ts'
import { useServiceName } from '../../app/staff/use-service-name.ts'

/** The grid's columns: each read before its write, as a manager thinks of them. */
const COLUMNS: readonly PermissionName[] = [
  'ordersRead',
  'reservationsRead',
  'reservationsWrite',
  'itemsWrite',
  'shiftsRead',
  'shiftsWrite',
]

interface PermissionGridProps {
  services: readonly Service[]
  draft: WorkerDraft
  onChange: (draft: WorkerDraft) => void
}

/**
 * Where the worker works and what they may do there, one row per service and one column per
 * permission (spec 001 §6): a manager reads it at a glance. Scrolls sideways on a narrow screen.
 */
export function PermissionGrid({ services, draft, onChange }: PermissionGridProps) {
  const { t, i18n } = useLingui()
  const nameOf = useServiceName()
  return (
    <div
      className="permission-grid"
      role="region"
      aria-label={t`Services and permissions`}
      tabIndex={0}
    >
      <table>
        <caption className="visually-hidden">
          <Trans>Services and permissions</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Service</Trans>
            </th>
            <th scope="col">
              <Trans>Works here</Trans>
            </th>
            {COLUMNS.map((p) => (
              <th key={p} scope="col" title={i18n._(PERMISSION_HINT[p])}>
                {i18n._(PERMISSION_LABEL[p])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {services.map((service) => {
            const granted = draft.services[service._id]
            const name = nameOf(service)
            return (
              <tr key={service._id} data-works={granted ? 'true' : undefined}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t`Works at ${name}`}
                    checked={granted !== undefined}
                    onChange={() => onChange(toggleService(draft, service._id))}
                  />
                </td>
                {COLUMNS.map((p) => {
                  const what = i18n._(PERMISSION_LABEL[p])
                  return (
                    <td key={p}>
                      <input
                        type="checkbox"
                        aria-label={t`${what} at ${name}`}
                        disabled={granted === undefined}
                        checked={granted?.[p] === true}
                        onChange={() => onChange(togglePermission(draft, service._id, p))}
                      />
                    </td>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
