import { Plural, Trans } from '@lingui/react/macro'
import { Dialog } from '../../ui/Dialog.tsx'

/** What is being deleted, and why it may not be (the server would keep it: 409 spa.in_use). */
export type DeleteAsk =
  | { kind: 'room'; id: string; name: string; treatments: number }
  | { kind: 'treatment'; id: string; name: string; upcoming: number }

/**
 * Asks before a delete. A room that still has treatments, or a treatment with appointments to
 * come, is not offered for deletion: the dialog says what to do first.
 */
export function DeleteDialog(props: {
  ask: DeleteAsk | null
  onClose: () => void
  onDelete: (ask: DeleteAsk) => void
}) {
  const { ask } = props
  const blocked = ask ? (ask.kind === 'room' ? ask.treatments : ask.upcoming) > 0 : false
  const name = ask?.name ?? ''
  return (
    <Dialog
      open={ask !== null}
      onClose={props.onClose}
      title={
        ask?.kind === 'room' ? (
          <Trans>Delete this category?</Trans>
        ) : (
          <Trans>Delete this item?</Trans>
        )
      }
      actions={
        ask && !blocked ? (
          <>
            <button type="button" className="btn" onClick={props.onClose}>
              <Trans>Keep</Trans>
            </button>
            <button type="button" className="btn btn-danger" onClick={() => props.onDelete(ask)}>
              <Trans>Delete</Trans>
            </button>
          </>
        ) : undefined
      }
    >
      {ask?.kind === 'room' && blocked && (
        <p>
          <Plural
            value={ask.treatments}
            one={`${name} still has # treatment: move or delete it first.`}
            other={`${name} still has # treatments: move or delete them first.`}
          />
        </p>
      )}
      {ask?.kind === 'treatment' && blocked && (
        <p>
          <Plural
            value={ask.upcoming}
            one={`${name} has # appointment to come: decline, finish or move it first.`}
            other={`${name} has # appointments to come: decline, finish or move them first.`}
          />
        </p>
      )}
      {ask && !blocked && (
        <p>
          <Trans>{name} will no longer be offered to guests.</Trans>
        </p>
      )}
    </Dialog>
  )
}
