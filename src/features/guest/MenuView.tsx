/**
 * A service's menu for a room guest: category chips, items, the item sheet, the cart bar and
 * sheet, placing the order (category limits first), and the confirmation with live status.
 */
import { useLingui } from '@lingui/react/macro'
import { Suspense, useCallback, useMemo, useState } from 'react'
import type { Article } from '../../../sync/protocol/menu.ts'
import type { Order } from '../../../sync/protocol/orders.ts'
import type { Service } from '../../../sync/protocol/service.ts'
import { CartBar } from './CartBar.tsx'
import { CategoryChips } from './CategoryChips.tsx'
import { serviceFee } from './cart.ts'
import { limitViolations, type LimitViolation } from './category-limits.ts'
import type { RoomAndHotel } from './guest-api.ts'
import { menuSections, sectionId } from './menu-sections.ts'
import { MenuSectionView } from './MenuSectionView.tsx'
import { buildCreateOrderBody } from './order-body.ts'
import {
  LazyArticleSheet,
  LazyCartSheet,
  LazyOrderPlaced,
  preloadOrderPlaced,
  preloadSheets,
} from './lazy-parts.ts'
import { roomPath } from './paths.ts'
import { scrollToSection, useActiveSection } from './use-active-section.ts'
import { useCart } from './use-cart.ts'
import { forgetStay, type GuestStay } from './use-guest-session.ts'
import { useLiveOrders } from './use-live-orders.ts'
import type { MenuData } from './use-menu.ts'
import { usePlaceOrder } from './use-place-order.ts'

type MenuViewProps = {
  roomId: string
  place: RoomAndHotel
  stay: GuestStay
  service: Service
  menu: MenuData
}

export function MenuView({ roomId, place, stay, service, menu }: MenuViewProps) {
  const { t } = useLingui()
  const currency = place.hotel.currency
  const fee = serviceFee(service)
  const sections = useMemo(() => menuSections(menu.categories, menu.articles), [menu])
  const ids = useMemo(() => sections.map(sectionId), [sections])
  const active = useActiveSection(ids)
  const cart = useCart(`guest-cart:${stay.stayId}:${service._id}`, menu.articles)
  const [article, setArticle] = useState<Article | null>(null)
  const [cartOpen, setCartOpen] = useState(false)
  const [violated, setViolated] = useState<string | null>(null)
  const [placed, setPlaced] = useState<Order | null>(null)
  const onSignedOut = useCallback(() => forgetStay(roomId), [roomId])
  // Statuses are shown here only once an order is placed (the confirmation).
  const live = useLiveOrders(stay, onSignedOut, placed !== null)

  const limited = useMemo(
    () => sections.flatMap((s) => (s.category ? [s.category] : [])),
    [sections],
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
  const onPlaced = useCallback(
    (order: Order) => {
      live.upsert(order)
      clear()
      setCartOpen(false)
      setPlaced(order)
      window.scrollTo({ top: 0 })
    },
    [live, clear],
  )
  const placer = usePlaceOrder(onPlaced, onSignedOut)

  function placeOrder() {
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
    const body = buildCreateOrderBody({
      serviceId: service._id,
      stayId: stay.stayId,
      note: cart.note,
      payment: cart.payment,
      cart: cart.cart,
    })
    preloadOrderPlaced()
    void placer.place(body)
  }

  const roomLink = roomPath(roomId)
  if (placed) {
    const current = live.orders.find((o) => o._id === placed._id) ?? placed
    return (
      <Suspense fallback={<p className="g-loading" aria-busy="true" />}>
        <LazyOrderPlaced
          order={current}
          serviceName={service.name}
          currency={currency}
          roomLink={roomLink}
          onMore={() => setPlaced(null)}
        />
      </Suspense>
    )
  }

  return (
    <>
      <CategoryChips
        sections={sections}
        active={active}
        problem={violation ? `g-cat-${violation.category_id}` : null}
        onPick={scrollToSection}
      />
      {sections.length === 0 ? (
        <p className="g-card g-muted">{t`There is nothing on this menu right now.`}</p>
      ) : null}
      {sections.map((section) => (
        <MenuSectionView
          key={sectionId(section)}
          section={section}
          currency={currency}
          inCart={inCart}
          violation={
            violation && section.category?._id === violation.category_id ? violation : null
          }
          onOpen={setArticle}
          onPreload={preloadSheets}
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
            payment={cart.payment}
            currency={currency}
            fee={fee}
            placing={placer.placing}
            problem={placer.problem}
            roomLink={roomLink}
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
