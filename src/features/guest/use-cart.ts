/**
 * The cart of one service for one stay, with the note and payment choice. Kept in
 * sessionStorage so a reload or a trip back to the room page does not empty it; checked against
 * the current menu whenever the menu loads.
 */
import { useCallback, useEffect, useState } from 'react'
import type { Article } from '../../../sync/protocol/menu.ts'
import type { Payment } from '../../../sync/protocol/orders.ts'
import { addToCart, changeCount, reconcileCart, removeLine, type CartLine } from './cart.ts'
import type { ModifierPick } from './modifier-selection.ts'

export type CartState = { cart: CartLine[]; note: string; payment: Payment }

const EMPTY: CartState = { cart: [], note: '', payment: 'room' }

function read(key: string, payment: Payment): CartState {
  try {
    const raw = sessionStorage.getItem(key)
    if (!raw) return { ...EMPTY, payment }
    const saved = JSON.parse(raw) as Partial<CartState>
    return {
      cart: Array.isArray(saved.cart) ? saved.cart : [],
      note: typeof saved.note === 'string' ? saved.note : '',
      payment:
        saved.payment === 'cash' || saved.payment === 'card' || saved.payment === 'room'
          ? saved.payment
          : payment,
    }
  } catch {
    return { ...EMPTY, payment }
  }
}

/** `payment`: the page's first payment choice (room bill for a room, cash at a table). */
export function useCart(
  storageKey: string,
  articles: readonly Article[],
  payment: Payment = 'room',
) {
  const [state, setState] = useState<CartState>(() => {
    const saved = read(storageKey, payment)
    return { ...saved, cart: reconcileCart(saved.cart, articles) }
  })

  const [checkedAgainst, setCheckedAgainst] = useState(articles)
  if (checkedAgainst !== articles) {
    // A reloaded menu: drop or re-price lines now (React's "adjust state on a prop change").
    setCheckedAgainst(articles)
    setState((s) => ({ ...s, cart: reconcileCart(s.cart, articles) }))
  }

  useEffect(() => {
    try {
      if (state.cart.length === 0 && state.note === '') sessionStorage.removeItem(storageKey)
      else sessionStorage.setItem(storageKey, JSON.stringify(state))
    } catch {
      // Storage unavailable (private mode): the cart lives for this page only.
    }
  }, [storageKey, state])

  const add = useCallback((article: Article, picks: ModifierPick[], count: number) => {
    setState((s) => ({ ...s, cart: addToCart(s.cart, article, picks, count) }))
  }, [])
  const change = useCallback((key: string, delta: number) => {
    setState((s) => ({ ...s, cart: changeCount(s.cart, key, delta) }))
  }, [])
  const remove = useCallback((key: string) => {
    setState((s) => ({ ...s, cart: removeLine(s.cart, key) }))
  }, [])
  const setNote = useCallback((note: string) => setState((s) => ({ ...s, note })), [])
  const setPayment = useCallback((payment: Payment) => setState((s) => ({ ...s, payment })), [])
  const clear = useCallback(() => setState((s) => ({ ...EMPTY, payment: s.payment })), [])

  return { ...state, add, change, remove, setNote, setPayment, clear }
}
