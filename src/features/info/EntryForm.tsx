import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Info, Offer, Store } from '../../../sync/protocol/index.ts'
import { localized } from '../../../sync/protocol/rules/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { LabelledField } from '../../ui/LabelledField.tsx'
import { PhotoField } from '../menu/PhotoField.tsx'
import {
  LANGS,
  checkEntry,
  draftOf,
  emptyDraft,
  type EntryDraft,
  type EntryField,
  type EntryKind,
  type EntryProblem,
  type Lang,
} from './entry-draft.ts'

const PROBLEM: Record<EntryProblem, MessageDescriptor> = {
  required: msg`Write it in English at least.`,
  tooLong: msg`This is too long.`,
  link: msg`A link starts with http:// or https://.`,
  price: msg`Write the price as a number, e.g. 2.50.`,
  priceComma: msg`Use a dot for decimals, e.g. 2.50.`,
}

const LANG_NAME: Record<Lang, MessageDescriptor> = {
  en: msg`English`,
  srb: msg`Serbian`,
  cro: msg`Croatian`,
}

export interface EntryFormProps {
  kind: EntryKind
  row: Info | Store | Offer | null
  /** The stores an offer may go in (menuCategory); empty: none asked. */
  stores: readonly Store[]
  /** A new offer's store. */
  storeId?: string
  /** mapsSingle: offers show a map link, no price. */
  maps: boolean
  waitingPhoto: Blob | undefined
  onSave: (fields: Record<string, unknown>, photo: Blob | null) => void
  onClose: () => void
}

/** New and edit info, store or offer: texts in the three languages, links, price, picture. */
export function EntryForm(props: EntryFormProps) {
  const { t } = useLingui()
  const { kind, row } = props
  const title =
    kind === 'info'
      ? row
        ? t`Edit info`
        : t`New info`
      : kind === 'store'
        ? row
          ? t`Edit store`
          : t`New store`
        : row
          ? t`Edit offer`
          : t`New offer`
  return (
    <Dialog open onClose={props.onClose} title={title} className="info-dialog">
      <EntryFields {...props} />
    </Dialog>
  )
}

function EntryFields({
  kind,
  row,
  stores,
  storeId,
  maps,
  waitingPhoto,
  onSave,
  onClose,
}: EntryFormProps) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<EntryDraft>(() =>
    row ? draftOf(kind, row) : emptyDraft(storeId ?? ''),
  )
  const [photo, setPhoto] = useState<Blob | null>(null)
  const [tried, setTried] = useState(false)
  const checked = checkEntry(kind, draft)
  const problem = (field: EntryField) => {
    const p = checked.problems[field]
    return tried && p ? i18n._(PROBLEM[p]) : undefined
  }
  const set = (patch: Partial<EntryDraft>) => setDraft({ ...draft, ...patch })
  const nameLabel = kind === 'info' ? t`Title` : t`Name`
  const textLabel = kind === 'info' ? t`Text` : t`Description`

  const localizedFields = (field: 'name' | 'text', label: string, multiline: boolean) => (
    <fieldset className="info-form__langs">
      <legend>{label}</legend>
      {LANGS.map((lang) => {
        const langName = i18n._(LANG_NAME[lang])
        const value = draft[field][lang]
        const change = (v: string) => set({ [field]: { ...draft[field], [lang]: v } })
        return (
          <LabelledField
            key={lang}
            label={`${label} (${langName})`}
            error={lang === 'en' ? problem(field) : undefined}
            problemClassName="info-form__error"
          >
            {(ids) =>
              multiline ? (
                <textarea
                  id={ids.id}
                  className="input"
                  rows={4}
                  value={value}
                  aria-describedby={ids.describedBy}
                  aria-invalid={ids.invalid || undefined}
                  onChange={(e) => change(e.target.value)}
                />
              ) : (
                <input
                  id={ids.id}
                  className="input"
                  value={value}
                  aria-describedby={ids.describedBy}
                  aria-invalid={ids.invalid || undefined}
                  onChange={(e) => change(e.target.value)}
                />
              )
            }
          </LabelledField>
        )
      })}
    </fieldset>
  )

  const line = (
    field: 'link' | 'contact' | 'website' | 'mapsLink' | 'price',
    label: string,
    type = 'text',
  ) => (
    <LabelledField label={label} error={problem(field)} problemClassName="info-form__error">
      {(ids) => (
        <input
          id={ids.id}
          className="input"
          type={type}
          inputMode={field === 'price' ? 'decimal' : undefined}
          value={draft[field]}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          onChange={(e) => set({ [field]: e.target.value })}
        />
      )}
    </LabelledField>
  )

  return (
    <form
      className="info-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setTried(true)
        if (checked.fields) onSave(checked.fields, photo)
      }}
    >
      {localizedFields('name', nameLabel, false)}
      {localizedFields('text', textLabel, kind === 'info')}
      {kind === 'info' ? line('link', t`Link (optional)`, 'url') : null}
      {kind === 'offer' && !maps ? line('price', t`Price (optional)`) : null}
      {kind !== 'info' ? line('contact', t`Contact`) : null}
      {kind !== 'info' ? line('website', t`Website`, 'url') : null}
      {kind === 'offer' ? line('mapsLink', t`Map link`, 'url') : null}
      {kind === 'offer' && stores.length > 0 ? (
        <LabelledField label={t`Store`} problemClassName="info-form__error">
          {(ids) => (
            <select
              id={ids.id}
              className="input"
              value={draft.storeId}
              onChange={(e) => set({ storeId: e.target.value })}
            >
              {stores.map((s) => (
                <option key={s._id} value={s._id}>
                  {localized(s.name, 'en')}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
      ) : null}
      <PhotoField
        current={row?.image ?? null}
        waiting={waitingPhoto}
        chosen={photo}
        onChoose={setPhoto}
      />
      <div className="info-form__actions">
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
