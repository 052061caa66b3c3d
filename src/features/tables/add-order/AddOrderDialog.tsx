import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { v4 as uuid } from 'uuid'
import type { Article, DiningTable, Service } from '../../../../sync/protocol/index.ts'
import { useBusiness, useInHouseStays } from '../../../app/staff/shared-queries.ts'
import { useActiveLocale } from '../../../app/use-intl-locales.ts'
import { formatMoney } from '../../../lib/money.ts'
import { Dialog } from '../../../ui/Dialog.tsx'
import { addToCart, changeCount, type CartLine } from '../../guest/cart.ts'
import type { ModifierPick } from '../../guest/modifier-selection.ts'
import { DraftLines } from './DraftLines.tsx'
import { MenuList } from './MenuList.tsx'
import { ModifierPicker } from './ModifierPicker.tsx'
import { sendTableOrder } from './mutations.ts'
import {
  NOTE_MAX,
  canSendDraft,
  draftTotal,
  tableOrderPayload,
  type DraftExtras,
} from './order-draft.ts'
import { useServiceMenu } from './queries.ts'
import './add-order.css'

export interface AddOrderDialogProps {
  /** The table to order for; null: closed. */
  table: DiningTable | null
  service: Service
  businessId: string
  onClose: () => void
  /** After the order is queued (it shows on the board and the table at once). */
  onSent: (table: DiningTable) => void
  /** The device could not keep the order (storage): told by the screen. */
  onFailed: (error: unknown) => void
}

/**
 * The add-order-to-table popup (spec §2, the floor plan and the locked tablet): items from the
 * service's menu on this device, counts, required answers, a note and the payment, with a running
 * total from the device's prices; Send queues it through the outbox (offline too).
 */
export function AddOrderDialog(props: AddOrderDialogProps) {
  const { t } = useLingui()
  const name = props.table?.name ?? ''
  return (
    <Dialog
      open={props.table !== null}
      onClose={props.onClose}
      title={t`Add an order to table ${name}`}
      className="add-order-dialog"
    >
      {props.table ? <OrderForm key={props.table._id} {...props} table={props.table} /> : null}
    </Dialog>
  )
}

function OrderForm({
  table,
  service,
  businessId,
  onClose,
  onSent,
  onFailed,
}: AddOrderDialogProps & { table: DiningTable }) {
  const { t } = useLingui()
  const { locale, intl } = useActiveLocale()
  const business = useBusiness()
  const sections = useServiceMenu(service._id)
  const noteId = useId()
  const [cart, setCart] = useState<CartLine[]>([])
  const [picking, setPicking] = useState<Article | null>(null)
  const [search, setSearch] = useState('')
  const [extras, setExtras] = useState<DraftExtras>({ note: '', payment: 'cash', room: null })
  const inHouse = useInHouseStays()
  const roomId = useId()
  const [sending, setSending] = useState(false)
  const money = (amount: number) => formatMoney(amount, business?.currency ?? '', intl)
  const total = money(draftTotal(cart))

  const add = (article: Article, picks: ModifierPick[]) => {
    setCart((current) => addToCart(current, article, picks))
    setPicking(null)
  }
  const pick = (article: Article) =>
    article.modifiers.length > 0 ? setPicking(article) : add(article, [])
  const send = () => {
    if (!canSendDraft(cart, extras) || sending) return
    setSending(true)
    const payload = tableOrderPayload({
      id: uuid(),
      businessId,
      service,
      tableId: table._id,
      cart,
      extras,
    })
    sendTableOrder(payload)
      .then(() => onSent(table))
      .catch((error: unknown) => {
        setSending(false)
        onFailed(error)
      })
  }

  return (
    <div className="add-order">
      <div className="add-order__pick">
        {!sections ? (
          <p role="status">
            <Trans>Loading the menu…</Trans>
          </p>
        ) : picking ? (
          <ModifierPicker
            article={picking}
            language={locale}
            formatMoney={money}
            onAdd={(picks) => add(picking, picks)}
            onCancel={() => setPicking(null)}
          />
        ) : (
          <MenuList
            sections={sections}
            language={locale}
            formatMoney={money}
            onPick={pick}
            search={search}
            onSearch={setSearch}
          />
        )}
      </div>
      <section className="add-order__draft" aria-label={t`The new order`}>
        <h3>
          <Trans>The new order</Trans>
        </h3>
        <DraftLines
          cart={cart}
          language={locale}
          formatMoney={money}
          onCount={(key, delta) => setCart((current) => changeCount(current, key, delta))}
        />
        <label htmlFor={noteId} className="add-order__label">
          <Trans>Note</Trans>
        </label>
        <textarea
          id={noteId}
          className="input"
          rows={2}
          maxLength={NOTE_MAX}
          value={extras.note}
          onChange={(event) => setExtras((x) => ({ ...x, note: event.target.value }))}
        />
        <fieldset className="add-order__payment">
          <legend>
            <Trans>Payment</Trans>
          </legend>
          <label className="add-order__choice">
            <input
              type="radio"
              name="add-order-payment"
              checked={extras.payment === 'cash'}
              onChange={() => setExtras((x) => ({ ...x, payment: 'cash' }))}
            />
            <span>
              <Trans>Cash</Trans>
            </span>
          </label>
          <label className="add-order__choice">
            <input
              type="radio"
              name="add-order-payment"
              checked={extras.payment === 'card'}
              onChange={() => setExtras((x) => ({ ...x, payment: 'card' }))}
            />
            <span>
              <Trans>Card</Trans>
            </span>
          </label>
          {inHouse && inHouse.length > 0 ? (
            <label className="add-order__choice">
              <input
                type="radio"
                name="add-order-payment"
                checked={extras.payment === 'room'}
                onChange={() => setExtras((x) => ({ ...x, payment: 'room' }))}
              />
              <span>
                <Trans>Room bill</Trans>
              </span>
            </label>
          ) : null}
        </fieldset>
        {extras.payment === 'room' && inHouse ? (
          <div className="field">
            <label htmlFor={roomId}>
              <Trans>Charge to room</Trans>
            </label>
            <select
              id={roomId}
              className="input"
              value={extras.room?.stayId ?? ''}
              onChange={(event) => {
                const stay = inHouse.find((s) => s._id === event.target.value)
                setExtras((x) => ({
                  ...x,
                  room: stay ? { stayId: stay._id, roomNumber: stay.room_name } : null,
                }))
              }}
            >
              <option value="">{t`Choose the room`}</option>
              {inHouse.map((stay) => {
                const room = stay.room_name
                const guest = stay.guest_name
                return (
                  <option key={stay._id} value={stay._id}>
                    {guest ? t`Room ${room} · ${guest}` : t`Room ${room}`}
                  </option>
                )
              })}
            </select>
          </div>
        ) : null}
        <p className="add-order__total" aria-live="polite">
          <Trans>Total: {total}</Trans>
        </p>
        <p className="add-order__muted">
          <Trans>The server prices the order from its menu when it receives it.</Trans>
        </p>
        <div className="add-order__actions">
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!canSendDraft(cart, extras) || sending}
            onClick={send}
          >
            <Trans>Send</Trans>
          </button>
        </div>
      </section>
    </div>
  )
}
