import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Promotion, Service } from '../../../sync/protocol/index.ts'
import type { PromotionType } from '../../../sync/protocol/rules/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { LabelledField } from '../../ui/LabelledField.tsx'
import {
  checkPromotionDraft,
  draftOfPromotion,
  emptyPromotionDraft,
  type PromotionDraft,
} from './drafts.ts'
import { DateFields, FormActions, TextField } from './fields.tsx'
import { PictureField } from './PictureField.tsx'

type Fields = NonNullable<ReturnType<typeof checkPromotionDraft>['fields']>

interface PromotionFormProps {
  promotion: Promotion | null
  today: string
  /** The services a promotion may lead to. */
  services: readonly Service[]
  onSave: (fields: Fields, picture: Blob | null) => void
  onDelete: (() => void) | null
  onClose: () => void
}

/** New or edit promotion (spec 001 §4, §5): name, text, a service or a link, days, picture. */
export function PromotionForm(props: PromotionFormProps) {
  const { t } = useLingui()
  return (
    <Dialog
      open
      onClose={props.onClose}
      className="promo-form"
      title={props.promotion ? t`Edit promotion` : t`New promotion`}
    >
      <PromotionFields {...props} />
    </Dialog>
  )
}

function PromotionFields({
  promotion,
  today,
  services,
  onSave,
  onDelete,
  onClose,
}: PromotionFormProps) {
  const { i18n } = useLingui()
  const [draft, setDraft] = useState<PromotionDraft>(() =>
    promotion ? draftOfPromotion(promotion) : emptyPromotionDraft(today),
  )
  const [picture, setPicture] = useState<Blob | null>(null)
  const [tried, setTried] = useState(false)
  const checked = checkPromotionDraft(
    draft,
    services.map((s) => s._id),
  )
  const p = tried ? checked.problems : {}
  const set = (patch: Partial<PromotionDraft>) => setDraft({ ...draft, ...patch })
  const types: [PromotionType, string][] = [
    ['service', i18n._(msg`One of our services`)],
    ['external', i18n._(msg`A web page`)],
  ]
  return (
    <form
      className="promo-form__body"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (checked.fields) onSave(checked.fields, picture)
      }}
    >
      <TextField
        label={<Trans>Name</Trans>}
        value={draft.name}
        error={p.name ? i18n._(msg`This is required.`) : undefined}
        onChange={(name) => set({ name })}
      />
      <LabelledField label={<Trans>Description</Trans>} problemClassName="promo-form__problem">
        {({ id }) => (
          <textarea
            id={id}
            className="input"
            rows={3}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </LabelledField>
      <fieldset className="promo-form__choice">
        <legend>
          <Trans>Leads to</Trans>
        </legend>
        {types.map(([type, label]) => (
          <label key={type}>
            <input
              type="radio"
              name="promotion-type"
              checked={draft.type === type}
              onChange={() => set({ type })}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {draft.type === 'service' ? (
        <LabelledField
          label={<Trans>Service</Trans>}
          error={p.link ? i18n._(msg`Choose a service.`) : undefined}
          problemClassName="promo-form__problem"
        >
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className="input"
              value={draft.service}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => set({ service: e.target.value })}
            >
              <option value="">{i18n._(msg`Choose…`)}</option>
              {services.map((s) => (
                <option key={s._id} value={s._id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
      ) : (
        <TextField
          type="url"
          label={<Trans>Link</Trans>}
          value={draft.url}
          hint={<Trans>Begins with http:// or https://</Trans>}
          error={p.link ? i18n._(msg`The link must begin with http:// or https://`) : undefined}
          onChange={(url) => set({ url })}
        />
      )}
      <DateFields
        startDate={draft.startDate}
        endDate={draft.endDate}
        problem={p.dates}
        text={(m) => i18n._(m)}
        onChange={set}
      />
      <PictureField current={promotion?.image ?? null} chosen={picture} onChoose={setPicture} />
      <FormActions onClose={onClose} onDelete={onDelete} />
    </form>
  )
}
