import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Language, SpaRoom, SpaTreatment } from '../../../sync/protocol/index.ts'
import { textIn } from '../menu/menu-model.ts'
import { MenuFormFrame } from '../menu/MenuFormFrame.tsx'
import { ModifiersEditor, NumberField } from '../menu/ModifiersEditor.tsx'
import { TextsFields } from '../menu/TextsFields.tsx'
import { useCheckedForm } from '../menu/use-checked-form.ts'
import { spaProblemText } from './spa-problem-text.ts'
import {
  checkTreatmentDraft,
  draftOfTreatment,
  emptySpaModifier,
  emptyTreatmentDraft,
  type CheckedTreatment,
  type TherapistChoice,
  type TreatmentDraft,
} from './treatment-draft.ts'

interface TreatmentFormProps {
  treatment: SpaTreatment | null
  roomId: string
  rooms: readonly SpaRoom[]
  language: Language
  onSave: (fields: NonNullable<CheckedTreatment['fields']>) => void
  onDelete: (() => void) | null
  onClose: () => void
}

/**
 * The slide-in treatment form: names and descriptions in three languages, its room, length,
 * breaks, persons, price, whether it needs a therapist, and modifiers with max guests.
 */
export function TreatmentForm(props: TreatmentFormProps) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<TreatmentDraft>(() =>
    props.treatment ? draftOfTreatment(props.treatment) : emptyTreatmentDraft(props.roomId),
  )
  const { problemOf, submit } = useCheckedForm(checkTreatmentDraft(draft), props.onSave)
  const errorOf = (path: string) => spaProblemText(problemOf(path), i18n)
  const number = (id: string, label: string, key: keyof TreatmentDraft, path: string) => (
    <NumberField
      id={id}
      label={label}
      value={draft[key] as string}
      error={errorOf(path)}
      onChange={(value) => setDraft({ ...draft, [key]: value })}
    />
  )

  return (
    <MenuFormFrame
      titleId="treatment-form-title"
      title={props.treatment ? <Trans>Edit item</Trans> : <Trans>New item</Trans>}
      onSubmit={submit}
      onClose={props.onClose}
      deleteLabel={<Trans>Delete item</Trans>}
      onDelete={props.onDelete}
    >
      <TextsFields
        legend={t`Treatment name`}
        idPrefix="treatment-name"
        value={draft.name}
        error={errorOf('name.en')}
        onChange={(name) => setDraft({ ...draft, name })}
      />
      <TextsFields
        legend={t`Description`}
        idPrefix="treatment-description"
        multiline
        value={draft.description}
        onChange={(description) => setDraft({ ...draft, description })}
      />
      <div className="menu-form__row">
        <div className="field">
          <label htmlFor="treatment-room">
            <Trans>Spa room</Trans>
          </label>
          <select
            id="treatment-room"
            className="input"
            value={draft.roomId}
            onChange={(e) => setDraft({ ...draft, roomId: e.target.value })}
          >
            {props.rooms.map((r) => (
              <option key={r._id} value={r._id}>
                {textIn(r.name, props.language)}
              </option>
            ))}
          </select>
        </div>
        {number('treatment-price', t`Price`, 'price', 'price')}
      </div>
      <div className="menu-form__row">
        {number('treatment-length', t`Length (minutes)`, 'length', 'length')}
        {number('treatment-persons', t`Maximum persons`, 'maxPersons', 'max_persons')}
      </div>
      <div className="menu-form__row">
        {number(
          'treatment-cleaning',
          t`Room cleaning break (minutes)`,
          'cleaningBreak',
          'cleaning_break',
        )}
        {number(
          'treatment-rest',
          t`Therapist break (minutes)`,
          'therapistBreak',
          'therapist_break',
        )}
      </div>
      <div className="field">
        <label htmlFor="treatment-therapist">
          <Trans>Needs a therapist</Trans>
        </label>
        <select
          id="treatment-therapist"
          className="input"
          value={draft.therapist}
          onChange={(e) => setDraft({ ...draft, therapist: e.target.value as TherapistChoice })}
        >
          <option value="service">{t`As the spa's setting`}</option>
          <option value="yes">{t`Yes`}</option>
          <option value="no">{t`No`}</option>
        </select>
      </div>
      <ModifiersEditor
        value={draft.modifiers}
        onChange={(modifiers) => setDraft({ ...draft, modifiers })}
        errorOf={errorOf}
        create={emptySpaModifier}
        extra={(m, i, set) => (
          <NumberField
            id={`mod-${m.key}-guests`}
            label={t`Max guests`}
            value={m.maxGuests}
            error={errorOf(`modifiers.${i}.max_guests`)}
            onChange={(maxGuests) => set({ maxGuests })}
          />
        )}
      />
    </MenuFormFrame>
  )
}
