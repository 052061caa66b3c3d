import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Discount } from '../../../sync/protocol/index.ts'
import type { DiscountType } from '../../../sync/protocol/rules/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import {
  checkDiscountDraft,
  draftOfDiscount,
  emptyDiscountDraft,
  toggleItem,
  withDiscountType,
  type DiscountDraft,
} from './drafts.ts'
import { DateFields, FormActions, TextField } from './fields.tsx'
import { ItemPicker } from './ItemPicker.tsx'
import type { Discountable } from './queries.ts'

interface DiscountFormProps {
  discount: Discount | null
  today: string
  items: { menu: Discountable[]; spa: Discountable[] }
  currency: string
  onSave: (fields: NonNullable<ReturnType<typeof checkDiscountDraft>['fields']>) => void
  onDelete: (() => void) | null
  onClose: () => void
}

/** New or edit discount (spec 001 §4, §5): name, menu or spa, its items, percent, days. */
export function DiscountForm(props: DiscountFormProps) {
  const { t } = useLingui()
  return (
    <Dialog
      open
      onClose={props.onClose}
      className="promo-form"
      title={props.discount ? t`Edit discount` : t`New discount`}
    >
      <DiscountFields {...props} />
    </Dialog>
  )
}

function DiscountFields({
  discount,
  today,
  items,
  currency,
  onSave,
  onDelete,
  onClose,
}: DiscountFormProps) {
  const { i18n } = useLingui()
  const [draft, setDraft] = useState<DiscountDraft>(() =>
    discount ? draftOfDiscount(discount) : emptyDiscountDraft(today),
  )
  const [tried, setTried] = useState(false)
  const checked = checkDiscountDraft(draft)
  const p = tried ? checked.problems : {}
  const set = (patch: Partial<DiscountDraft>) => setDraft({ ...draft, ...patch })
  const types: [DiscountType, string][] = [
    ['menu', i18n._(msg`Menu items`)],
    ['spa', i18n._(msg`Spa treatments`)],
  ]
  return (
    <form
      className="promo-form__body"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (checked.fields) onSave(checked.fields)
      }}
    >
      <TextField
        label={<Trans>Name</Trans>}
        value={draft.name}
        error={p.name ? i18n._(msg`This is required.`) : undefined}
        onChange={(name) => set({ name })}
      />
      <fieldset className="promo-form__choice">
        <legend>
          <Trans>Discount on</Trans>
        </legend>
        {types.map(([type, label]) => (
          <label key={type}>
            <input
              type="radio"
              name="discount-type"
              checked={draft.type === type}
              onChange={() => setDraft(withDiscountType(draft, type))}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <ItemPicker
        items={items[draft.type]}
        chosen={draft.items}
        currency={currency}
        error={p.items ? i18n._(msg`Choose at least one item.`) : undefined}
        onToggle={(id) => setDraft(toggleItem(draft, id))}
      />
      <TextField
        type="number"
        inputMode="numeric"
        label={<Trans>Discount (%)</Trans>}
        value={draft.amount}
        hint={<Trans>A whole number from 0 to 100.</Trans>}
        error={p.amount ? i18n._(msg`A whole number from 0 to 100.`) : undefined}
        onChange={(amount) => set({ amount })}
      />
      <DateFields
        startDate={draft.startDate}
        endDate={draft.endDate}
        problem={p.dates}
        text={(m) => i18n._(m)}
        onChange={set}
      />
      <FormActions onClose={onClose} onDelete={onDelete} />
    </form>
  )
}
