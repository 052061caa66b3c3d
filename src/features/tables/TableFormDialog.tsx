import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { TABLE_TYPES } from '../../../sync/protocol/rules/index.ts'
import type { DiningTable } from '../../../sync/protocol/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import {
  checkTableForm,
  draftOf,
  emptyDraft,
  isTableType,
  ROTATIONS,
  type Rotation,
  type TableDraft,
  type TableFormErrors,
  type TableFormValues,
} from './table-form.ts'
import { FORM_ERRORS, TYPE_LABELS } from './texts.ts'

export type FormTarget = { kind: 'new' } | { kind: 'edit'; table: DiningTable }

interface TableFormDialogProps {
  target: FormTarget | null
  /** The other tables' names of the service (a name is used once). */
  names: readonly { _id: string; name: string }[]
  onClose: () => void
  onSave: (target: FormTarget, values: TableFormValues) => void
}

/** The table form, new or edit: name, seats, type, rotation, active, and a length only when given. */
export function TableFormDialog({ target, names, onClose, onSave }: TableFormDialogProps) {
  const { t } = useLingui()
  const name = target?.kind === 'edit' ? target.table.name : ''
  const title = target?.kind === 'edit' ? t`Edit table ${name}` : t`New table`
  return (
    <Dialog open={target !== null} onClose={onClose} title={title}>
      {target ? (
        <TableForm
          key={target.kind === 'edit' ? target.table._id : 'new'}
          target={target}
          names={names}
          onClose={onClose}
          onSave={onSave}
        />
      ) : null}
    </Dialog>
  )
}

function FieldRow({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string
  label: ReactNode
  error: string | undefined
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="field tables-form__field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}hint`} className="tables-form__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}error`} className="tables-form__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function TableForm({
  target,
  names,
  onClose,
  onSave,
}: {
  target: FormTarget
  names: readonly { _id: string; name: string }[]
  onClose: () => void
  onSave: (target: FormTarget, values: TableFormValues) => void
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const [draft, setDraft] = useState<TableDraft>(() =>
    target.kind === 'edit' ? draftOf(target.table) : emptyDraft(),
  )
  const [errors, setErrors] = useState<TableFormErrors>({})
  const set = <K extends keyof TableDraft>(key: K, value: TableDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))
  const errorOf = (key: keyof TableDraft) => {
    const code = errors[key]
    return code ? i18n._(FORM_ERRORS[code]) : undefined
  }
  const described = (key: keyof TableDraft, hint = false) =>
    [errors[key] ? `${id}${key}error` : null, hint ? `${id}lengthhint` : null]
      .filter(Boolean)
      .join(' ') || undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const own = target.kind === 'edit' ? target.table._id : null
    const others = names.filter((n) => n._id !== own).map((n) => n.name)
    const checked = checkTableForm(draft, others)
    if (!checked.ok) {
      setErrors(checked.errors)
      const first = (['name', 'capacity', 'hours', 'minutes'] as const).find(
        (k) => checked.errors[k],
      )
      if (first) document.getElementById(`${id}${first}`)?.focus()
      return
    }
    setErrors({})
    onSave(target, checked.values)
  }

  return (
    <form className="tables-form" onSubmit={submit} noValidate>
      <FieldRow id={`${id}name`} label={t`Name`} error={errorOf('name')}>
        <input
          id={`${id}name`}
          className="input"
          value={draft.name}
          maxLength={60}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
          onChange={(e) => set('name', e.target.value)}
        />
      </FieldRow>
      <FieldRow id={`${id}capacity`} label={t`Seats`} error={errorOf('capacity')}>
        <input
          id={`${id}capacity`}
          className="input"
          inputMode="numeric"
          value={draft.capacity}
          aria-invalid={errors.capacity ? true : undefined}
          aria-describedby={described('capacity')}
          onChange={(e) => set('capacity', e.target.value)}
        />
      </FieldRow>
      <div className="tables-form__pair">
        <FieldRow id={`${id}type`} label={t`Type`} error={undefined}>
          <select
            id={`${id}type`}
            className="input"
            value={draft.type}
            onChange={(e) => isTableType(e.target.value) && set('type', e.target.value)}
          >
            {TABLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </FieldRow>
        <FieldRow id={`${id}rotation`} label={t`Rotation`} error={undefined}>
          <select
            id={`${id}rotation`}
            className="input"
            value={draft.rotation}
            onChange={(e) => set('rotation', Number(e.target.value) as Rotation)}
          >
            {ROTATIONS.map((r) => (
              <option key={r} value={r}>
                {r}°
              </option>
            ))}
          </select>
        </FieldRow>
      </div>
      <label className="tables-form__check">
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(e) => set('active', e.target.checked)}
        />{' '}
        <Trans>Active (guests can book it and order at it)</Trans>
      </label>
      <fieldset className="tables-form__length">
        <legend>
          <Trans>Reservation length (optional)</Trans>
        </legend>
        <p id={`${id}lengthhint`} className="tables-form__hint">
          <Trans>How long a reservation holds this table. Empty: 120 minutes.</Trans>
        </p>
        <div className="tables-form__pair">
          <FieldRow id={`${id}hours`} label={t`Hours`} error={errorOf('hours')}>
            <input
              id={`${id}hours`}
              className="input"
              inputMode="numeric"
              value={draft.hours}
              aria-invalid={errors.hours ? true : undefined}
              aria-describedby={described('hours', true)}
              onChange={(e) => set('hours', e.target.value)}
            />
          </FieldRow>
          <FieldRow id={`${id}minutes`} label={t`Minutes`} error={errorOf('minutes')}>
            <input
              id={`${id}minutes`}
              className="input"
              inputMode="numeric"
              value={draft.minutes}
              aria-invalid={errors.minutes ? true : undefined}
              aria-describedby={described('minutes', true)}
              onChange={(e) => set('minutes', e.target.value)}
            />
          </FieldRow>
        </div>
      </fieldset>
      {Object.keys(errors).length > 0 ? (
        <p className="tables-form__error" role="alert">
          <Trans>Check the marked fields.</Trans>
        </p>
      ) : null}
      <div className="tables-form__actions">
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="btn btn-primary">
          <Trans>Save table</Trans>
        </button>
      </div>
    </form>
  )
}
