import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ArticleCategory, Service } from '../../../sync/protocol/index.ts'
import { checkCategoryDraft, draftOfCategory, emptyCategoryDraft } from './category-draft.ts'
import { NumberField } from './ModifiersEditor.tsx'
import { PhotoField } from './PhotoField.tsx'
import { problemText } from './problem-text.ts'
import { MenuFormFrame } from './MenuFormFrame.tsx'
import { TextsFields } from './TextsFields.tsx'
import { useCheckedForm } from './use-checked-form.ts'
import { useServiceName } from '../../app/staff/use-service-name.ts'

interface CategoryFormProps {
  category: ArticleCategory | null
  serviceId: string
  /** The services a category of this screen may be on. */
  services: readonly Service[]
  waitingPhoto: Blob | undefined
  onSave: (
    fields: NonNullable<ReturnType<typeof checkCategoryDraft>['fields']>,
    photo: Blob | null,
  ) => void
  onDelete: (() => void) | null
  onClose: () => void
}

/** The slide-in category form: names, services, limits per order, ordering hours, picture. */
export function CategoryForm(props: CategoryFormProps) {
  const { t, i18n } = useLingui()
  const nameOf = useServiceName()
  const [draft, setDraft] = useState(() =>
    props.category ? draftOfCategory(props.category) : emptyCategoryDraft(props.serviceId),
  )
  const [photo, setPhoto] = useState<Blob | null>(null)
  const checked = checkCategoryDraft(draft)
  const { problemOf, submit } = useCheckedForm(checked, (fields) => props.onSave(fields, photo))
  const errorOf = (path: string) => problemText(problemOf(path), i18n)

  const toggleService = (id: string, on: boolean) =>
    setDraft({
      ...draft,
      serviceIds: on ? [...draft.serviceIds, id] : draft.serviceIds.filter((s) => s !== id),
    })

  return (
    <MenuFormFrame
      titleId="category-form-title"
      title={props.category ? <Trans>Edit category</Trans> : <Trans>New category</Trans>}
      onSubmit={submit}
      onClose={props.onClose}
      deleteLabel={<Trans>Delete category</Trans>}
      onDelete={props.onDelete}
    >
      <TextsFields
        legend={t`Name`}
        idPrefix="category-name"
        value={draft.name}
        error={errorOf('name.en')}
        onChange={(name) => setDraft({ ...draft, name })}
      />
      <fieldset className="menu-form__services">
        <legend>
          <Trans>Services</Trans>
        </legend>
        {props.services.map((s) => (
          <label key={s._id} className="menu-form__check">
            <input
              type="checkbox"
              checked={draft.serviceIds.includes(s._id)}
              onChange={(e) => toggleService(s._id, e.target.checked)}
            />
            {nameOf(s)}
          </label>
        ))}
        {errorOf('service_ids') && (
          <p className="menu-form__error" role="alert">
            {errorOf('service_ids')}
          </p>
        )}
      </fieldset>
      <p className="menu-form__hint">
        <Trans>
          Min and max: how many different items of this category one order needs at least and may
          have at most. Leave empty for no limit.
        </Trans>
      </p>
      <div className="menu-form__row">
        <NumberField
          id="category-min"
          label={t`Min`}
          value={draft.min}
          error={errorOf('min')}
          onChange={(min) => setDraft({ ...draft, min })}
        />
        <NumberField
          id="category-max"
          label={t`Max`}
          value={draft.max}
          error={errorOf('max')}
          onChange={(max) => setDraft({ ...draft, max })}
        />
        <NumberField
          id="category-capacity"
          label={t`Capacity`}
          value={draft.capacity}
          error={errorOf('capacity')}
          onChange={(capacity) => setDraft({ ...draft, capacity })}
        />
      </div>
      <label className="menu-form__check">
        <input
          type="checkbox"
          checked={draft.limited}
          onChange={(e) => setDraft({ ...draft, limited: e.target.checked })}
        />
        <Trans>Only between certain hours</Trans>
      </label>
      {draft.limited && (
        <div className="menu-form__row">
          <div className="field">
            <label htmlFor="category-start">
              <Trans>From</Trans>
            </label>
            <input
              id="category-start"
              type="time"
              className="input"
              value={draft.start}
              onChange={(e) => setDraft({ ...draft, start: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="category-end">
              <Trans>Until</Trans>
            </label>
            <input
              id="category-end"
              type="time"
              className="input"
              value={draft.end}
              onChange={(e) => setDraft({ ...draft, end: e.target.value })}
            />
          </div>
          {errorOf('timeAvailable') && (
            <p className="menu-form__error" role="alert">
              {errorOf('timeAvailable')}
            </p>
          )}
        </div>
      )}
      <PhotoField
        current={props.category?.image ?? null}
        waiting={props.waitingPhoto}
        chosen={photo}
        onChoose={setPhoto}
      />
    </MenuFormFrame>
  )
}
