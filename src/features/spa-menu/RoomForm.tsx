import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { SpaRoom } from '../../../sync/protocol/index.ts'
import { MenuFormFrame } from '../menu/MenuFormFrame.tsx'
import { NumberField } from '../menu/ModifiersEditor.tsx'
import { TextsFields } from '../menu/TextsFields.tsx'
import { useCheckedForm } from '../menu/use-checked-form.ts'
import { checkRoomDraft, draftOfRoom, emptyRoomDraft, type CheckedRoom } from './room-draft.ts'
import { spaProblemText } from './spa-problem-text.ts'

interface RoomFormProps {
  room: SpaRoom | null
  onSave: (fields: NonNullable<CheckedRoom['fields']>) => void
  onDelete: (() => void) | null
  onClose: () => void
}

/** The slide-in spa room form (a category): names, persons at once, cleaning after each. */
export function RoomForm(props: RoomFormProps) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState(() =>
    props.room ? draftOfRoom(props.room) : emptyRoomDraft(),
  )
  const { problemOf, submit } = useCheckedForm(checkRoomDraft(draft), props.onSave)
  const errorOf = (path: string) => spaProblemText(problemOf(path), i18n)
  return (
    <MenuFormFrame
      titleId="spa-room-form-title"
      title={props.room ? <Trans>Edit category</Trans> : <Trans>New category</Trans>}
      onSubmit={submit}
      onClose={props.onClose}
      deleteLabel={<Trans>Delete category</Trans>}
      onDelete={props.onDelete}
    >
      <p className="menu-form__hint">
        <Trans>A category is a spa room: its treatments take place there.</Trans>
      </p>
      <TextsFields
        legend={t`Room name`}
        idPrefix="spa-room-name"
        value={draft.name}
        error={errorOf('name.en')}
        onChange={(name) => setDraft({ ...draft, name })}
      />
      <div className="menu-form__row">
        <NumberField
          id="spa-room-persons"
          label={t`Persons at once`}
          value={draft.maxPersons}
          error={errorOf('max_persons')}
          onChange={(maxPersons) => setDraft({ ...draft, maxPersons })}
        />
        <NumberField
          id="spa-room-cleaning"
          label={t`Cleaning after each (minutes)`}
          value={draft.cleaningBreak}
          error={errorOf('cleaning_break')}
          onChange={(cleaningBreak) => setDraft({ ...draft, cleaningBreak })}
        />
      </div>
    </MenuFormFrame>
  )
}
