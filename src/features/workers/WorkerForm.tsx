import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { Employee, Service } from '../../../sync/protocol/index.ts'
import { WORKER_ROLES } from '../../../sync/protocol/rules/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { LabelledField } from '../../ui/LabelledField.tsx'
import { ROLE_LABEL, roleLabel } from './labels.ts'
import { PermissionGrid } from './PermissionGrid.tsx'
import {
  checkWorkerDraft,
  draftOfWorker,
  emptyWorkerDraft,
  MIN_PASSWORD,
  type CheckedWorker,
  type WorkerDraft,
  type WorkerProblem,
} from './worker-draft.ts'

interface WorkerFormProps {
  /** The worker to edit; null: a new one. */
  worker: Employee | null
  services: readonly Service[]
  onSave: (fields: NonNullable<CheckedWorker['fields']>, password: string) => void
  onClose: () => void
}

/** New and edit worker: names, username, role, a first password, and the permission grid. */
export function WorkerForm({ worker, services, onSave, onClose }: WorkerFormProps) {
  const { t } = useLingui()
  return (
    <Dialog
      open
      onClose={onClose}
      className="worker-dialog"
      title={worker ? t`Edit worker` : t`New worker`}
    >
      <WorkerFields worker={worker} services={services} onSave={onSave} onClose={onClose} />
    </Dialog>
  )
}

function WorkerFields({ worker, services, onSave, onClose }: WorkerFormProps) {
  const { i18n } = useLingui()
  const [draft, setDraft] = useState<WorkerDraft>(() =>
    worker ? draftOfWorker(worker) : emptyWorkerDraft(),
  )
  const [tried, setTried] = useState(false)
  const checked = checkWorkerDraft(
    draft,
    worker === null,
    services.map((s) => s._id),
  )
  const problem = (field: keyof CheckedWorker['problems']) =>
    tried && checked.problems[field] ? i18n._(PROBLEM_TEXT[checked.problems[field]]) : undefined
  const set = (patch: Partial<WorkerDraft>) => setDraft({ ...draft, ...patch })
  const roles: string[] = [...WORKER_ROLES]
  if (!roles.includes(draft.role)) roles.push(draft.role)
  const manager = draft.role === 'manager'

  const input = (
    field: 'name' | 'surname' | 'username' | 'password' | 'confirm',
    label: ReactNode,
    extra: { password?: boolean; hint?: ReactNode } = {},
  ) => (
    <LabelledField
      label={label}
      error={problem(field)}
      hint={extra.hint}
      hintClassName="worker-form__hint"
      problemClassName="worker-form__problem"
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="input"
          type={extra.password ? 'password' : 'text'}
          value={draft[field]}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          autoComplete={extra.password ? 'new-password' : 'off'}
          onChange={(e) => set({ [field]: e.target.value })}
        />
      )}
    </LabelledField>
  )

  return (
    <form
      className="worker-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (checked.fields) onSave(checked.fields, draft.password)
      }}
    >
      <div className="worker-form__row">
        {input('name', <Trans>First name</Trans>)}
        {input('surname', <Trans>Surname</Trans>)}
      </div>
      <div className="worker-form__row">
        {input('username', <Trans>Username</Trans>)}
        <LabelledField
          label={<Trans>Role</Trans>}
          error={problem('role')}
          problemClassName="worker-form__problem"
        >
          {({ id, describedBy }) => (
            <select
              id={id}
              className="input"
              value={draft.role}
              aria-describedby={describedBy}
              onChange={(e) => set({ role: e.target.value })}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {role in ROLE_LABEL ? roleLabel(i18n, role) : role}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
      </div>
      {worker === null ? (
        <div className="worker-form__row">
          {input('password', <Trans>Password</Trans>, {
            password: true,
            hint: <Trans>At least {MIN_PASSWORD} characters.</Trans>,
          })}
          {input('confirm', <Trans>Repeat the password</Trans>, { password: true })}
        </div>
      ) : null}
      {manager ? (
        <p className="worker-form__note">
          <Trans>
            A manager holds every permission at every service and has the Manage section; managers
            are not planned on shifts.
          </Trans>
        </p>
      ) : (
        <PermissionGrid services={services} draft={draft} onChange={setDraft} />
      )}
      <div className="dialog__actions worker-form__actions">
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="btn btn-primary">
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
  )
}

/** Each problem in the staff member's words. */
const PROBLEM_TEXT: Record<WorkerProblem, MessageDescriptor> = {
  required: msg`This is required.`,
  short: msg`At least 3 characters.`,
  spaces: msg`No spaces, please.`,
  passwordShort: msg`At least 8 characters.`,
  mismatch: msg`Passwords do not match`,
}
