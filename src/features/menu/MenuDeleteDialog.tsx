import { Plural, Trans } from '@lingui/react/macro'
import type { Article, ArticleCategory } from '../../../sync/protocol/index.ts'
import type { Locale } from '../../app/locale.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { textIn } from './menu-model.ts'

/** The item or category a delete asks about. */
export type Confirm =
  { kind: 'item'; item: Article } | { kind: 'category'; category: ArticleCategory }

/** Asks before a delete; a category says how many items go with it. */
export function MenuDeleteDialog(props: {
  confirm: Confirm | null
  /** The items of the category asked about (0 for an item). */
  count: number
  locale: Locale
  onClose: () => void
  onDelete: (confirm: Confirm | null) => void
}) {
  const { confirm } = props
  return (
    <Dialog
      open={confirm !== null}
      onClose={props.onClose}
      title={
        confirm?.kind === 'category' ? (
          <Trans>Delete this category?</Trans>
        ) : (
          <Trans>Delete this item?</Trans>
        )
      }
      actions={
        <>
          <button type="button" className="btn" onClick={props.onClose}>
            <Trans>Keep</Trans>
          </button>
          <button type="button" className="btn btn-danger" onClick={() => props.onDelete(confirm)}>
            <Trans>Delete</Trans>
          </button>
        </>
      }
    >
      {confirm && <ConfirmText confirm={confirm} count={props.count} locale={props.locale} />}
    </Dialog>
  )
}

function ConfirmText(props: { confirm: Confirm; count: number; locale: Locale }) {
  const { confirm, count } = props
  const name = textIn(
    confirm.kind === 'category' ? confirm.category.name : confirm.item.name,
    props.locale,
  )
  return confirm.kind === 'category' ? (
    <p>
      <Plural
        value={count}
        one={`${name} and its # item will no longer be offered to guests.`}
        other={`${name} and its # items will no longer be offered to guests.`}
      />
    </p>
  ) : (
    <p>
      <Trans>{name} will no longer be offered to guests.</Trans>
    </p>
  )
}
