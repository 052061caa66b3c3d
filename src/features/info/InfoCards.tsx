import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { imageThumbUrl, localized } from '../../../sync/protocol/rules/index.ts'
import type { LocalizedText } from '../../../sync/protocol/index.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'

interface CardProps {
  id: string
  name: LocalizedText
  /** A line under the name (the text's start, a price, a link). */
  detail?: ReactNode
  image: string | null
  waiting: boolean
  refused: boolean
  /** Without itemsWrite: no edit, delete or move. */
  readOnly: boolean
  onEdit: () => void
  onDelete: () => void
  /** Move buttons and drag (infos only). */
  move?: {
    up: (() => void) | null
    down: (() => void) | null
    onDragStart: () => void
    onDrop: () => void
  }
  children?: ReactNode
}

/** One info, store or offer: its name, a detail, its marks; edit, delete, and moves for infos. */
export function EntryCard(props: CardProps) {
  const { t } = useLingui()
  const { locale } = useActiveLocale()
  const name = localized(props.name, locale)
  const move = props.readOnly ? undefined : props.move
  return (
    <li
      className="info-card"
      data-entry={props.id}
      data-waiting={props.waiting || undefined}
      data-refused={props.refused || undefined}
      draggable={move ? true : undefined}
      onDragStart={
        move
          ? (e) => {
              e.dataTransfer.effectAllowed = 'move'
              move.onDragStart()
            }
          : undefined
      }
      onDragOver={move ? (e) => e.preventDefault() : undefined}
      onDrop={
        move
          ? (e) => {
              e.preventDefault()
              move.onDrop()
            }
          : undefined
      }
    >
      {props.image ? (
        <img
          className="info-card__image"
          src={imageThumbUrl(props.image, 120)}
          alt=""
          width={56}
          height={56}
        />
      ) : null}
      <div className="info-card__main">
        <strong className="info-card__name">{name}</strong>
        {props.detail ? <span className="info-card__detail">{props.detail}</span> : null}
        {props.waiting ? (
          <span className="info-card__waiting">
            <Trans>Waiting to sync</Trans>
          </span>
        ) : null}
        {props.refused ? (
          <span className="info-card__refused">
            <Trans>Refused by the server: see the list of refused changes</Trans>
          </span>
        ) : null}
      </div>
      {props.readOnly ? null : (
        <div className="info-card__actions">
          {move ? (
            <>
              <button
                type="button"
                className="btn btn-small"
                aria-label={t`Move ${name} up`}
                disabled={!move.up}
                onClick={move.up ?? undefined}
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                type="button"
                className="btn btn-small"
                aria-label={t`Move ${name} down`}
                disabled={!move.down}
                onClick={move.down ?? undefined}
              >
                <span aria-hidden="true">↓</span>
              </button>
            </>
          ) : null}
          <button type="button" className="btn btn-small" onClick={props.onEdit}>
            <Trans>Edit</Trans>
            <span className="visually-hidden"> {name}</span>
          </button>
          <button
            type="button"
            className="btn btn-small btn-danger"
            aria-label={t`Delete ${name}`}
            onClick={props.onDelete}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      )}
      {props.children}
    </li>
  )
}
