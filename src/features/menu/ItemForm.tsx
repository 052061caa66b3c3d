import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type {
  Article,
  ArticleCategory,
  ArticleKind,
  Language,
} from '../../../sync/protocol/index.ts'
import { ALLERGENS, DIETS } from '../../../sync/protocol/rules/allergens.ts'
import { ALLERGEN_LABEL, DIET_LABEL } from '../../ui/allergen-labels.ts'
import { LabelChecks } from './LabelChecks.tsx'
import { checkItemDraft, draftOfItem, emptyItemDraft, type ItemDraft } from './item-draft.ts'
import { textIn } from './menu-model.ts'
import { ModifiersEditor, NumberField } from './ModifiersEditor.tsx'
import { PhotoField } from './PhotoField.tsx'
import { problemText } from './problem-text.ts'
import { MenuFormFrame } from './MenuFormFrame.tsx'
import { TextsFields } from './TextsFields.tsx'
import { useCheckedForm } from './use-checked-form.ts'

interface ItemFormProps {
  item: Article | null
  categoryId: string
  categories: readonly ArticleCategory[]
  language: Language
  /** An amenities service's item: it may be a cleaning or a repair request. */
  requests: boolean
  waitingPhoto: Blob | undefined
  onSave: (
    fields: NonNullable<ReturnType<typeof checkItemDraft>['fields']>,
    photo: Blob | null,
  ) => void
  onDelete: (() => void) | null
  onClose: () => void
}

/** The slide-in item form: names and descriptions in three languages, price, modifiers, picture. */
export function ItemForm(props: ItemFormProps) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<ItemDraft>(() =>
    props.item ? draftOfItem(props.item) : emptyItemDraft(props.categoryId),
  )
  const [photo, setPhoto] = useState<Blob | null>(null)
  const checked = checkItemDraft(draft)
  const { problemOf, submit } = useCheckedForm(checked, (fields) => props.onSave(fields, photo))
  const errorOf = (path: string) => problemText(problemOf(path), i18n)

  return (
    <MenuFormFrame
      titleId="item-form-title"
      title={props.item ? <Trans>Edit item</Trans> : <Trans>New item</Trans>}
      onSubmit={submit}
      onClose={props.onClose}
      deleteLabel={<Trans>Delete item</Trans>}
      onDelete={props.onDelete}
    >
      <TextsFields
        legend={t`Name`}
        idPrefix="item-name"
        value={draft.name}
        error={errorOf('name.en')}
        onChange={(name) => setDraft({ ...draft, name })}
      />
      <TextsFields
        legend={t`Description`}
        idPrefix="item-description"
        multiline
        value={draft.description}
        onChange={(description) => setDraft({ ...draft, description })}
      />
      <div className="menu-form__row">
        <NumberField
          id="item-price"
          label={t`Price`}
          value={draft.price}
          error={errorOf('price')}
          onChange={(price) => setDraft({ ...draft, price })}
        />
        <div className="field">
          <label htmlFor="item-category">
            <Trans>Category</Trans>
          </label>
          <select
            id="item-category"
            className="input"
            value={draft.categoryId}
            onChange={(e) => setDraft({ ...draft, categoryId: e.target.value })}
          >
            {props.categories.map((c) => (
              <option key={c._id} value={c._id}>
                {textIn(c.name, props.language)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="menu-form__check">
        <input
          type="checkbox"
          checked={draft.availability}
          onChange={(e) => setDraft({ ...draft, availability: e.target.checked })}
        />
        <Trans>Available to order</Trans>
      </label>
      {props.requests ? (
        <div className="field">
          <label htmlFor="item-kind">
            <Trans>Request type</Trans>
          </label>
          <select
            id="item-kind"
            className="input"
            value={draft.kind}
            aria-describedby="item-kind-hint"
            onChange={(e) => setDraft({ ...draft, kind: e.target.value as ArticleKind })}
          >
            <option value="item">{t`Item or service`}</option>
            <option value="cleaning">{t`Cleaning: the guest chooses when`}</option>
            <option value="repair">{t`Repair: opens a ticket on the room for reception`}</option>
          </select>
          <small id="item-kind-hint" className="menu-form__hint">
            <Trans>A request at no price is sent without a payment step.</Trans>
          </small>
        </div>
      ) : null}
      <LabelChecks
        legend={t`Allergens`}
        name="allergens"
        all={ALLERGENS}
        labels={ALLERGEN_LABEL}
        value={draft.allergens}
        onChange={(allergens) => setDraft({ ...draft, allergens })}
      />
      <LabelChecks
        legend={t`Suits these diets`}
        name="diets"
        all={DIETS}
        labels={DIET_LABEL}
        value={draft.diets}
        onChange={(diets) => setDraft({ ...draft, diets })}
      />
      <ModifiersEditor
        value={draft.modifiers}
        onChange={(modifiers) => setDraft({ ...draft, modifiers })}
        errorOf={errorOf}
      />
      <PhotoField
        current={props.item?.image ?? null}
        waiting={props.waitingPhoto}
        chosen={photo}
        onChoose={setPhoto}
      />
    </MenuFormFrame>
  )
}
