import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { stayStart } from '../../../sync/protocol/rules/index.ts'
import type { Stay } from '../../../sync/protocol/index.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { addDays, checkExtend, type FieldProblem } from './drafts.ts'
import { InputField, PopupActions, useFirstFocus } from './form-parts.tsx'
import { extendStay } from './reception-api.ts'
import type { PopupProps } from './RoomPopups.tsx'
import { formatDay } from './RoomCard.tsx'
import type { RoomView } from './room-model.ts'
import { problemText } from './texts.ts'

/** Extend stay: a new check-out date (required, spec section 5). */
export function ExtendDialog({
  view,
  stay,
  onClose,
  onFailed,
}: PopupProps & { view: RoomView; stay: Stay }) {
  const { i18n } = useLingui()
  const roomName = view.room.name
  const { intl } = useActiveLocale()
  const formId = useId()
  const [checkout, setCheckout] = useState(() => addDays(stay.checkout, 1))
  const [problem, setProblem] = useState<FieldProblem | undefined>()
  const first = useFirstFocus<HTMLInputElement>()
  const start = stayStart(stay)
  const current = formatDay(stay.checkout, intl)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkExtend(checkout, start)
    if (!checked.ok) {
      setProblem(checked.problems.checkout)
      return
    }
    extendStay(stay._id, checked.fields.checkout).then(onClose).catch(onFailed)
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={<Trans>Extend stay · room {roomName}</Trans>}
      actions={<PopupActions formId={formId} submit={<Trans>Save</Trans>} onClose={onClose} />}
    >
      <form id={formId} className="rooms-form" onSubmit={submit} noValidate>
        <p className="rooms-form__hint">
          <Trans>The guest now leaves on {current}.</Trans>
        </p>
        <InputField
          ref={first}
          label={<Trans>New check-out date</Trans>}
          error={problemText(problem, i18n)}
          type="date"
          required
          min={start || undefined}
          value={checkout}
          onValue={setCheckout}
        />
      </form>
    </Dialog>
  )
}
