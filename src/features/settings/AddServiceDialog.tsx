import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { InputField, SelectField } from '../../ui/Field.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { ADDABLE_TYPES, typeLabel } from './labels.ts'

/** addService: a name and a type; its hours and photo are set in the form that opens next. */
export function AddServiceDialog(props: {
  onClose: () => void
  onAdd: (name: string, type: string) => void
}) {
  const { t, i18n } = useLingui()
  const [name, setName] = useState('')
  const [type, setType] = useState('restaurant')
  const ok = name.trim() !== '' && name.trim().toLowerCase() !== 'manage'
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={t`New service`}
      actions={
        <>
          <button type="button" className="btn" onClick={props.onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!ok}
            onClick={() => props.onAdd(name.trim(), type)}
          >
            <Trans>Add the service</Trans>
          </button>
        </>
      }
    >
      <InputField label={t`Service name`} value={name} onChange={(e) => setName(e.target.value)} />
      <SelectField label={t`Service type`} value={type} onChange={(e) => setType(e.target.value)}>
        {ADDABLE_TYPES.map((x) => (
          <option key={x} value={x}>
            {typeLabel(i18n, x)}
          </option>
        ))}
      </SelectField>
      <p className="settings-muted">
        <Trans>Its working hours and picture are set in the form that opens next.</Trans>
      </p>
    </Dialog>
  )
}
