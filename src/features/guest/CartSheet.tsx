/** The cart: lines with their answers, +/- and remove, a note, the payment, "Place order". */
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { cleaningWindows, type RequestWindow } from '../../../sync/protocol/rules/requests.ts'
import type { WeekHours } from '../../../sync/protocol/rules/slots.ts'
import { useNow } from '../../lib/use-now.ts'
import { dateTimeFormat } from '../../lib/intl-cache.ts'
import type { Payment } from '../../../sync/protocol/orders.ts'
import { cartLineTotal, cartTotal, lineBreakdown, MAX_LINE_COUNT, type CartLine } from './cart.ts'
import { CountStepper } from './CountStepper.tsx'
import { TrashIcon } from './icons.tsx'
import { formatMoney, INTL_LOCALE } from './money.ts'
import { NOTE_MAX_LENGTH } from './order-body.ts'
import { PaymentName } from './order-status.tsx'
import { localized } from '../../../sync/protocol/rules/index.ts'
import { Sheet } from './Sheet.tsx'
import type { PlaceProblem } from './use-place-order.ts'
import { useGuestLanguage } from './use-guest-language.ts'

export type RoomBillFields = {
  roomNumber: string
  code: string
  onRoomNumber: (value: string) => void
  onCode: (value: string) => void
}

type CartSheetProps = {
  open: boolean
  onClose: () => void
  cart: readonly CartLine[]
  note: string
  payment: Payment
  /** The payments offered, in order. */
  payments: readonly Payment[]
  currency: string
  /** Room-service fee the server adds to the order. */
  fee: number
  placing: boolean
  problem: PlaceProblem | 'bill_missing' | 'window_missing' | null
  /** Nothing to pay (free items): a request, without prices or a payment step. */
  free: boolean
  /** A cleaning in the cart: the windows to choose from (the service's hours), and the choice. */
  cleaning: CleaningChoice | null
  roomLink: string
  /** A table guest paying on the room bill gives the room number and code. */
  roomBill: RoomBillFields | null
  onChange: (key: string, delta: number) => void
  onRemove: (key: string) => void
  onNote: (note: string) => void
  onPayment: (payment: Payment) => void
  onPlace: () => void
}

export type CleaningChoice = {
  hours: WeekHours | null
  zone: string
  chosen: RequestWindow | null
  onChoose: (window: RequestWindow | null) => void
}

export function CartSheet(props: CartSheetProps) {
  const { cart, currency, fee, placing, problem, free } = props
  const { t } = useLingui()
  const lang = useGuestLanguage()
  const total = formatMoney(cartTotal(cart, fee), currency, lang)
  const feeText = formatMoney(fee, currency, lang)
  return (
    <Sheet
      id="g-cart"
      open={props.open}
      onClose={props.onClose}
      title={free ? t`Your request` : t`Your order`}
      footer={
        cart.length > 0 ? (
          <>
            {problem ? <PlaceProblemText problem={problem} roomLink={props.roomLink} /> : null}
            <button
              type="button"
              className="g-btn g-btn-primary g-btn-block"
              onClick={props.onPlace}
              disabled={placing}
              aria-busy={placing}
            >
              {placing ? (
                <Trans>Ordering…</Trans>
              ) : free ? (
                <Trans>Send request</Trans>
              ) : (
                <>
                  <span>
                    <Trans>Place order</Trans>
                  </span>
                  <span className="g-btn-sub">{total}</span>
                </>
              )}
            </button>
          </>
        ) : null
      }
    >
      {cart.length === 0 ? (
        <p className="g-muted">
          <Trans>Your cart is empty.</Trans>
        </p>
      ) : (
        <>
          <ul className="g-cart-lines">
            {cart.map((line) => {
              const name = localized(line.name, lang)
              const { itemPrice, extras, unit } = lineBreakdown(line)
              const money = (amount: number) => formatMoney(amount, currency, lang)
              const count = line.count
              const each = money(unit)
              return (
                <li key={line.key} className="g-cart-line">
                  <div className="g-cart-line-text">
                    <strong>{name}</strong>
                    {free ? null : (
                      <span className="g-line-price">{money(cartLineTotal(line))}</span>
                    )}
                    {extras.length > 0 && !free ? (
                      <small className="g-muted g-cart-extras">
                        {money(itemPrice)}
                        {extras.map((extra, i) => (
                          <span key={i}>
                            {', '}
                            {localized(extra.name, lang)}
                            {extra.price !== 0
                              ? ` ${extra.price > 0 ? '+' : '−'}${money(Math.abs(extra.price))}`
                              : ''}
                          </span>
                        ))}
                      </small>
                    ) : null}
                    {count > 1 ? (
                      <small className="g-muted g-cart-each">
                        <Trans>
                          {count} × {each}
                        </Trans>
                      </small>
                    ) : null}
                  </div>
                  <div className="g-cart-line-actions">
                    <CountStepper
                      count={line.count}
                      min={0}
                      max={MAX_LINE_COUNT}
                      label={name}
                      onChange={(delta) => props.onChange(line.key, delta)}
                    />
                    <button
                      type="button"
                      className="g-icon-btn g-remove"
                      onClick={() => props.onRemove(line.key)}
                      aria-label={t`Remove ${name}`}
                    >
                      <TrashIcon />
                    </button>
                  </div>
                </li>
              )
            })}
          </ul>
          {fee > 0 ? (
            <div className="g-cart-fee">
              <p>
                <span>
                  <Trans>Room service fee</Trans>
                </span>
                <span>{feeText}</span>
              </p>
              <small>
                <Trans>
                  The hotel adds it once to each room-service order, for bringing it to your room.
                </Trans>
              </small>
            </div>
          ) : null}
          {free ? null : (
            <p className="g-cart-total">
              <span>
                <Trans>Total</Trans>
              </span>
              <strong>{total}</strong>
            </p>
          )}
          {props.cleaning ? <CleaningWindowField choice={props.cleaning} /> : null}
          <label className="g-field">
            <span>
              <Trans>Note for the staff</Trans>
            </span>
            <textarea
              className="g-input"
              rows={2}
              maxLength={NOTE_MAX_LENGTH}
              value={props.note}
              placeholder={t`Allergies, wishes, delivery time…`}
              onChange={(event) => props.onNote(event.target.value)}
            />
          </label>
          {free ? null : (
            <fieldset className="g-payment">
              <legend>
                <Trans>Payment</Trans>
              </legend>
              {props.payments.map((payment) => (
                <label key={payment} className="g-choice">
                  <input
                    type="radio"
                    name="g-payment"
                    checked={props.payment === payment}
                    onChange={() => props.onPayment(payment)}
                  />
                  <span>
                    <PaymentName payment={payment} />
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {!free && props.roomBill && props.payment === 'room' ? (
            <RoomBillInputs fields={props.roomBill} />
          ) : null}
        </>
      )}
    </Sheet>
  )
}

function RoomBillInputs({ fields }: { fields: RoomBillFields }) {
  return (
    <div className="g-room-bill">
      <label className="g-field">
        <span>
          <Trans>Room number</Trans>
        </span>
        <input
          className="g-input"
          name="room_number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={fields.roomNumber}
          onChange={(event) => fields.onRoomNumber(event.target.value)}
        />
      </label>
      <label className="g-field">
        <span>
          <Trans>Room code</Trans>
        </span>
        <input
          className="g-input"
          name="room_code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
          value={fields.code}
          onChange={(event) => fields.onCode(event.target.value)}
        />
      </label>
    </div>
  )
}

function PlaceProblemText({
  problem,
  roomLink,
}: {
  problem: PlaceProblem | 'bill_missing' | 'window_missing'
  roomLink: string
}) {
  return (
    <p className="g-alert" role="alert">
      {problem === 'demo' ? <Trans>Ordering is disabled in the demo.</Trans> : null}
      {problem === 'wrong_code' ? <Trans>Incorrect code. Try again.</Trans> : null}
      {problem === 'wrong_room' ? (
        <Trans>Incorrect room number. Check it and try again.</Trans>
      ) : null}
      {problem === 'throttled' ? (
        <Trans>Too many wrong codes. Try again in a few minutes.</Trans>
      ) : null}
      {problem === 'window_missing' ? <Trans>Choose when we may clean your room.</Trans> : null}
      {problem === 'bill_missing' ? (
        <Trans>Enter your room number and room code to pay on the room bill.</Trans>
      ) : null}
      {problem === 'failed' ? <Trans>Error while ordering. Please try again.</Trans> : null}
      {problem === 'critical' ? <Trans>A critical error has occured.</Trans> : null}
      {problem === 'unavailable' ? (
        <Trans>Some items or choices are no longer available. Please check your order.</Trans>
      ) : null}
      {problem === 'closed' ? <Trans>This service is not taking orders right now.</Trans> : null}
      {problem === 'session' ? (
        <Trans>
          Your room code is no longer valid. <a href={roomLink}>Enter the room code again</a>.
        </Trans>
      ) : null}
    </p>
  )
}

/** "When may we clean?": the two-hour windows of today and tomorrow, in the hotel's time. */
function CleaningWindowField({ choice }: { choice: CleaningChoice }) {
  const { t } = useLingui()
  const lang = useGuestLanguage()
  const now = useNow()
  const minute = Math.floor(now.getTime() / 60_000)
  const windows = useMemo(
    () => cleaningWindows(choice.hours, minute * 60_000, choice.zone),
    [choice.hours, choice.zone, minute],
  )
  const day = dateTimeFormat([INTL_LOCALE[lang]], { weekday: 'long', timeZone: choice.zone })
  const time = dateTimeFormat([INTL_LOCALE[lang]], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: choice.zone,
  })
  const label = (w: RequestWindow) => {
    const from = time.format(new Date(w.start))
    const to = time.format(new Date(w.end))
    const weekday = day.format(new Date(w.start))
    return t`${weekday}, ${from}–${to}`
  }
  const value = choice.chosen?.start ?? ''
  return (
    <label className="g-field">
      <span>
        <Trans>When may we clean your room?</Trans>
      </span>
      <select
        className="g-input"
        name="cleaning_window"
        value={value}
        required
        onChange={(event) =>
          choice.onChoose(windows.find((w) => w.start === event.target.value) ?? null)
        }
      >
        <option value="">{t`Choose a time`}</option>
        {windows.map((w) => (
          <option key={w.start} value={w.start}>
            {label(w)}
          </option>
        ))}
      </select>
    </label>
  )
}
