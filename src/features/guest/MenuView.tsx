/**
 * A service's menu for a guest of a room or a table (or a demo): category chips, items, the item
 * sheet, the cart bar and sheet, placing the order (hours and category limits first), and the
 * confirmation with live status. On a demo path (`target` null) ordering is refused with
 * orderDisabled and nothing is sent.
 */
import { useLingui } from '@lingui/react/macro'
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import type { Article } from '../../../sync/protocol/menu.ts'
import type { Order, Payment } from '../../../sync/protocol/orders.ts'
import type { Service } from '../../../sync/protocol/service.ts'
import { itemAvailability, linesOutOfHours } from './availability.ts'
import { CartBar } from './CartBar.tsx'
import { CategoryChips } from './CategoryChips.tsx'
import { cartHasKind, cartTotal, serviceFee } from './cart.ts'
import { limitViolations, type LimitViolation } from './category-limits.ts'
import { firstPaintSections, limitedCategories, menuSections, sectionId } from './menu-sections.ts'
import { MenuSectionView } from './MenuSectionView.tsx'
import { DietFilter } from './DietFilter.tsx'
import { sectionsForDiets, toggleDiet } from './diet-filter.ts'
import { useProfileAllergens } from './use-profile-allergens.ts'
import { DIETS, dietsOffered, type Diet } from '../../../sync/protocol/rules/allergens.ts'
import type { TableTarget } from './order-body.ts'
import {
  LazyArticleSheet,
  LazyCartSheet,
  LazyOrderPlaced,
  preloadOrderPlaced,
  preloadSheets,
} from './lazy-parts.ts'
import { scrollToSection, useActiveSection } from './use-active-section.ts'
import { useCart } from './use-cart.ts'
import type { LiveOrders, OrderOwner } from './use-live-orders.ts'
import type { MenuData } from './use-menu.ts'
import { useNow } from '../../lib/use-now.ts'
import { useProgressiveCount } from '../../lib/use-progressive-count.ts'
import { usePlaceOrder } from './use-place-order.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'
import type { RequestWindow } from '../../../sync/protocol/rules/requests.ts'
import { serviceName as nameIn } from '../../../sync/protocol/rules/service-names.ts'

/** Where an order goes: a stay, a table (maybe adding to the table's open order), or nowhere (demo). */
export type MenuTarget =
  | { stayId: string; reservationId?: string | undefined; table?: undefined }
  | { table: TableTarget; baseOrderId: string | null; stayId?: undefined }
  | null

type MenuViewProps = {
  currency: string
  service: Service
  menu: MenuData
  cartKey: string
  target: MenuTarget
  /** The page's live orders (a table page), or null: the confirmation follows the order itself. */
  live: LiveOrders | null
  /** Whose orders (for the confirmation's live status when `live` is null). */
  owner: OrderOwner | null
  /** Told of every order placed (a table page starts following its orders). */
  onPlaced?: (order: Order) => void
  payments: readonly Payment[]
  /** The link under the confirmation ("Back to my room"), if any. */
  back: { to: string; label: string } | null
  /** Where a guest whose room code stopped working enters it again. */
  sessionLink: string
  onSignedOut: () => void
  /** Shown above the menu (a table's call-waiter button and join card). */
  header?: ReactNode
  /** The room bill needs the room number and code (a table guest has no room-code session). */
  askRoomBill: boolean
}

export function MenuView(props: MenuViewProps) {
  const { service, menu, currency, target, live } = props
  const { t, i18n } = useLingui()
  const now = useNow()
  const fee = serviceFee(service)
  const sections = useMemo(() => menuSections(menu.categories, menu.articles), [menu])
  const offeredDiets = useMemo(() => dietsOffered(menu.articles), [menu])
  const [diets, setDiets] = useState<readonly Diet[]>([])
  const avoided = useProfileAllergens()
  // What the page lists: the chosen diets' items (limits and the cart still count the whole menu).
  const listed = useMemo(() => sectionsForDiets(sections, diets), [sections, diets])
  const ids = useMemo(() => listed.map(sectionId), [listed])
  const shown = useProgressiveCount(listed.length, firstPaintSections(listed))
  const active = useActiveSection(ids)
  const cart = useCart(props.cartKey, menu.articles, props.payments[0])
  const [article, setArticle] = useState<Article | null>(null)
  const [cartOpen, setCartOpen] = useState(false)
  const [violated, setViolated] = useState<string | null>(null)
  const [placed, setPlaced] = useState<Order | null>(null)
  const [roomNumber, setRoomNumber] = useState('')
  const [roomCode, setRoomCode] = useState('')

  const minute = Math.floor(now.getTime() / 60_000)
  const zone = useHotelZone()
  const limited = useMemo(
    () =>
      limitedCategories(
        sections,
        (a, c) => itemAvailability(a, c, new Date(minute * 60_000), zone).ok,
      ),
    [sections, minute, zone],
  )
  const violations = limitViolations(limited, cart.cart)
  // A shown violation disappears as soon as the cart fixes it.
  const violation = violations.find((v) => v.category_id === violated) ?? null

  const inCart = useMemo(() => {
    const counts = new Map<string, number>()
    for (const line of cart.cart)
      counts.set(line.article_id, (counts.get(line.article_id) ?? 0) + line.count)
    return counts
  }, [cart.cart])

  const { clear } = cart
  const onPlacedProp = props.onPlaced
  const onPlaced = useCallback(
    (order: Order) => {
      live?.upsert(order)
      onPlacedProp?.(order)
      clear()
      setCartOpen(false)
      setPlaced(order)
      window.scrollTo({ top: 0 })
    },
    [live, clear, onPlacedProp, setCartOpen, setPlaced],
  )
  const placer = usePlaceOrder(onPlaced, props.onSignedOut)
  const [outOfHours, setOutOfHours] = useState(false)
  const [billMissing, setBillMissing] = useState(false)
  // A cleaning in the cart asks when (rules/requests.ts); a cart of free items is a request.
  const [cleaningWindow, setCleaningWindow] = useState<RequestWindow | null>(null)
  const [windowMissing, setWindowMissing] = useState(false)
  const needsWindow = cartHasKind(cart.cart, menu.articles, 'cleaning')
  const free = cart.cart.length > 0 && cartTotal(cart.cart, fee) === 0
  // Nothing to pay: nothing on the room bill, nothing to ask at the table.
  const requestPayment = props.payments.includes('cash') ? 'cash' : props.payments[0]!

  function placeOrder() {
    setOutOfHours(false)
    setBillMissing(false)
    if (linesOutOfHours(cart.cart, menu.categories, new Date(), zone).length > 0) {
      setOutOfHours(true)
      return
    }
    const first: LimitViolation | undefined = violations[0]
    if (first) {
      const id = `g-cat-${first.category_id}`
      setViolated(first.category_id)
      setCartOpen(false)
      requestAnimationFrame(() => {
        scrollToSection(id)
        document
          .querySelector<HTMLElement>(`[data-violation="${id}"]`)
          ?.focus({ preventScroll: true })
      })
      return
    }
    setViolated(null)
    if (!target) return placer.refuse()
    if (needsWindow && !cleaningWindow) {
      setWindowMissing(true)
      return
    }
    if (
      !free &&
      target.table &&
      cart.payment === 'room' &&
      (!roomNumber.trim() || !roomCode.trim())
    ) {
      setBillMissing(true)
      return
    }
    const common = {
      serviceId: service._id,
      note: cart.note,
      payment: free ? requestPayment : cart.payment,
      cart: cart.cart,
      window: needsWindow ? cleaningWindow : null,
    }
    const draft = target.table
      ? { ...common, table: { ...target.table, roomBill: { roomNumber, code: roomCode } } }
      : { ...common, stayId: target.stayId, reservationId: target.reservationId }
    preloadOrderPlaced()
    void placer.place(draft, target.table ? target.baseOrderId : null)
  }

  if (placed) {
    return (
      <Suspense fallback={<p className="g-loading" aria-busy="true" />}>
        <LazyOrderPlaced
          order={placed}
          live={live}
          owner={props.owner}
          onSignedOut={props.onSignedOut}
          serviceName={nameIn(service, i18n.locale)}
          delivered={service.type === 'roomservice'}
          currency={currency}
          back={props.back}
          onMore={() => setPlaced(null)}
        />
      </Suspense>
    )
  }

  const payment = props.payments.includes(cart.payment) ? cart.payment : props.payments[0]!
  let problem = placer.problem
  if (outOfHours) problem = 'unavailable'
  return (
    <>
      {props.header}
      <DietFilter
        offered={offeredDiets}
        chosen={diets}
        onToggle={(diet) => setDiets(toggleDiet(DIETS, diets, diet))}
      />
      <CategoryChips
        sections={listed}
        active={active}
        problem={violation ? `g-cat-${violation.category_id}` : null}
        onPick={scrollToSection}
      />
      {sections.length === 0 ? (
        <p className="g-card g-muted">{t`There is nothing on this menu right now.`}</p>
      ) : listed.length === 0 ? (
        <p className="g-card g-muted">{t`Nothing on this menu suits all the diets you chose.`}</p>
      ) : null}
      {listed.slice(0, shown).map((section, index) => (
        <MenuSectionView
          key={sectionId(section)}
          section={section}
          currency={currency}
          inCart={inCart}
          now={now}
          violation={
            violation && section.category?._id === violation.category_id ? violation : null
          }
          onOpen={setArticle}
          onPreload={preloadSheets}
          first={index === 0}
          avoided={avoided}
        />
      ))}
      <CartBar
        cart={cart.cart}
        currency={currency}
        fee={fee}
        onOpen={() => setCartOpen(true)}
        onPreload={preloadSheets}
      />
      <Suspense fallback={null}>
        {article ? (
          <LazyArticleSheet
            article={article}
            currency={currency}
            onClose={() => setArticle(null)}
            onAdd={(a, picks, count) => {
              cart.add(a, picks, count)
              setArticle(null)
            }}
          />
        ) : null}
        {cartOpen ? (
          <LazyCartSheet
            open
            onClose={() => setCartOpen(false)}
            cart={cart.cart}
            note={cart.note}
            payment={payment}
            payments={props.payments}
            currency={currency}
            fee={fee}
            placing={placer.placing}
            problem={
              windowMissing && needsWindow && !cleaningWindow
                ? 'window_missing'
                : billMissing
                  ? 'bill_missing'
                  : problem
            }
            free={free}
            cleaning={
              needsWindow
                ? {
                    hours: service.workingHours,
                    zone,
                    chosen: cleaningWindow,
                    onChoose: setCleaningWindow,
                  }
                : null
            }
            roomLink={props.sessionLink}
            roomBill={
              props.askRoomBill
                ? {
                    roomNumber,
                    code: roomCode,
                    onRoomNumber: setRoomNumber,
                    onCode: setRoomCode,
                  }
                : null
            }
            onChange={cart.change}
            onRemove={cart.remove}
            onNote={cart.setNote}
            onPayment={cart.setPayment}
            onPlace={placeOrder}
          />
        ) : null}
      </Suspense>
    </>
  )
}
