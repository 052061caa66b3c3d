import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { Employee, Service } from '../../../sync/protocol/index.ts'
import { fullName } from '../../../sync/protocol/rules/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useServices } from '../../app/staff/shared-queries.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { inSidebarOrder } from '../../app/sidebar/sidebar-entries.ts'
import { roleLabel } from './labels.ts'
import { deleteWorker, saveWorker } from './mutations.ts'
import { PasswordDialog } from './PasswordDialog.tsx'
import { useWorkers } from './queries.ts'
import { WorkerCard } from './WorkerCard.tsx'
import { WorkerForm } from './WorkerForm.tsx'
import './workers.css'

/** Services a worker can be given: every one but the Manage section's own (spec 001 §2). */
const assignable = (services: readonly Service[]) =>
  inSidebarOrder(services.filter((s) => s.type !== 'manage' && s.name !== 'Manage'))

type Open =
  | { kind: 'none' }
  | { kind: 'form'; worker: Employee | null }
  | { kind: 'password'; worker: Employee }
  | { kind: 'delete'; worker: Employee }

/**
 * HotelWorkers /app/h/workers (spec 001 §2 Workers): the business's workers sorted by role, new
 * and edit worker with the permission grid, a worker's password, delete with confirmation. From
 * IndexedDB; every change but a password goes through the outbox, offline too.
 */
export function HotelWorkers() {
  const { t, i18n } = useLingui()
  const me = useMe()
  const services = useServices()
  const data = useWorkers(me.account_id)
  const [open, setOpen] = useState<Open>({ kind: 'none' })
  const usable = useMemo(() => assignable(services ?? []), [services])
  const byId = useMemo(() => new Map(usable.map((s) => [s._id, s])), [usable])

  if (!me.manager && me.role !== 'business') {
    return (
      <p className="workers-empty">
        <Trans>Only the owner or a manager manages the workers.</Trans>
      </p>
    )
  }
  if (!data || !services) {
    return (
      <p role="status" className="workers-empty">
        <Trans>Loading the workers…</Trans>
      </p>
    )
  }
  const close = () => setOpen({ kind: 'none' })
  const failed = (error: unknown) => {
    console.error('Worker action failed', error)
    showToast(t`FAILURE`, 'attention')
  }
  const groups = groupByRole(data.workers)

  return (
    <div className="workers-screen">
      <header className="workers-header">
        <h1>
          <Trans>Workers</Trans>
        </h1>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setOpen({ kind: 'form', worker: null })}
        >
          <Trans>New worker</Trans>
        </button>
      </header>
      {groups.map(([role, workers]) => (
        <section key={role} className="workers-group" aria-labelledby={`workers-${role}`}>
          <h2 id={`workers-${role}`}>{roleLabel(i18n, role)}</h2>
          <ul className="workers-list">
            {workers.map((worker) => (
              <WorkerCard
                key={worker._id}
                worker={worker}
                services={byId}
                self={worker._id === me.employee_id}
                waiting={data.marks.waiting.has(worker._id)}
                refused={data.marks.refused.has(worker._id)}
                onEdit={() => setOpen({ kind: 'form', worker })}
                onPassword={() => setOpen({ kind: 'password', worker })}
                onDelete={() => setOpen({ kind: 'delete', worker })}
              />
            ))}
          </ul>
        </section>
      ))}
      {open.kind === 'form' ? (
        <WorkerForm
          worker={open.worker}
          services={usable}
          onClose={close}
          onSave={(fields, password) => {
            saveWorker(me.business_id ?? '', fields, open.worker, password)
              .then(close)
              .catch(failed)
          }}
        />
      ) : null}
      {open.kind === 'password' ? <PasswordDialog worker={open.worker} onClose={close} /> : null}
      {open.kind === 'delete' ? (
        <DeleteWorker
          worker={open.worker}
          onClose={close}
          onConfirm={() => {
            deleteWorker(open.worker._id).then(close).catch(failed)
          }}
        />
      ) : null}
    </div>
  )
}

/** The workers in groups of one role each, in the list's order. */
function groupByRole(workers: readonly Employee[]): [string, Employee[]][] {
  const groups = new Map<string, Employee[]>()
  for (const w of workers) groups.set(w.role, [...(groups.get(w.role) ?? []), w])
  return [...groups]
}

function DeleteWorker(props: { worker: Employee; onClose: () => void; onConfirm: () => void }) {
  const { t } = useLingui()
  const name = fullName(props.worker)
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={t`Delete ${name}?`}
      actions={
        <>
          <button type="button" className="btn" onClick={props.onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="btn btn-danger" onClick={props.onConfirm}>
            <Trans>Delete worker</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>
          {name} can no longer sign in, and is signed out of every device at once. Their shifts and
          past work stay in the history.
        </Trans>
      </p>
    </Dialog>
  )
}
