import { describe, expect, it } from 'vitest'
import type { ArticleCategory, Modifier } from '../../../../sync/protocol/index.ts'
import { addToCart, changeCount } from '../../guest/cart.ts'
import { makeArticle } from '../../guest/test-article.ts'
import {
  draftTotal,
  searchMenu,
  serviceMenu,
  staffOrderStatus,
  tableOrderPayload,
  canSendDraft,
} from './order-draft.ts'

const side: Modifier = {
  name: { en: 'Side' },
  price: 0,
  answers: [
    { name: { en: 'Fries' }, price: 0 },
    { name: { en: 'Salad' }, price: 1.5 },
  ],
  max: 1,
  required: true,
}
const steak = makeArticle({
  _id: 'steak',
  name: { en: 'Steak', srb: 'Biftek' },
  price: 20,
  modifiers: [side],
})
const water = makeArticle({
  _id: 'water',
  name: { en: 'Water' },
  price: 2.2,
  category_id: 'drinks',
})
const category = (id: string, position: number, services = ['s']): ArticleCategory => ({
  _id: id,
  business_id: 'b',
  name: { en: id },
  position,
  min: null,
  max: null,
  timeAvailable: null,
  service_ids: services,
  service_name: '',
  image: null,
  capacity: null,
  version: 1,
})

describe('the staff order draft', () => {
  it('totals counts and answer prices, rounded to cents', () => {
    let cart = addToCart([], steak, [{ index: 0, answers: [1] }], 2)
    cart = addToCart(cart, water, [], 3)
    expect(draftTotal(cart)).toBe(2 * 21.5 + 3 * 2.2)
    cart = changeCount(cart, cart[0]!.key, -2)
    expect(draftTotal(cart)).toBe(6.6)
    expect(draftTotal([])).toBe(0)
  })

  it('builds the payload: ids, counts and answer indexes, and what the device shows', () => {
    const cart = addToCart(addToCart([], steak, [{ index: 0, answers: [1] }]), water, [], 2)
    const payload = tableOrderPayload({
      id: 'o-1',
      businessId: 'b',
      service: { _id: 's', options: {} },
      tableId: 't-9',
      cart,
      extras: { note: '  no ice  ', payment: 'card', room: null },
    })
    expect(payload).toMatchObject({
      _id: 'o-1',
      service_id: 's',
      table_id: 't-9',
      note: 'no ice',
      payment: 'card',
      content: [
        { article_id: 'steak', count: 1, modifiers: [{ index: 0, answers: [1] }] },
        { article_id: 'water', count: 2, modifiers: [] },
      ],
    })
    expect(payload.shown?.status).toBe('Accepted')
    expect(payload.shown?.content[0]).toEqual({
      article_id: 'steak',
      category_id: 'mains',
      name: { en: 'Steak', srb: 'Biftek' },
      price: 20,
      count: 1,
      operatingPrice: false,
      modifiers: [{ name: { en: 'Side' }, answers: [{ name: { en: 'Salad' }, price: 1.5 }] }],
    })
  })

  it('charges a room: the stay in the payload, the room number shown until the server answers', () => {
    const cart = addToCart([], water, [], 1)
    const room = { stayId: 'stay-103', roomNumber: '103' }
    const input = {
      id: 'o-2',
      businessId: 'b',
      service: { _id: 's', options: {} },
      tableId: 't-3',
      cart,
    }
    const payload = tableOrderPayload({ ...input, extras: { note: '', payment: 'room', room } })
    expect(payload.payment).toBe('room')
    expect(payload.bill_stay_id).toBe('stay-103')
    expect(payload.shown?.room_number).toBe('103')
    // Cash names no room, even when one was picked before the payment changed.
    const cash = tableOrderPayload({ ...input, extras: { note: '', payment: 'cash', room } })
    expect(cash.bill_stay_id).toBeUndefined()
    expect(cash.shown?.room_number).toBeUndefined()
    expect(canSendDraft(cart, { note: '', payment: 'room', room: null })).toBe(false)
    expect(canSendDraft(cart, { note: '', payment: 'room', room })).toBe(true)
    expect(canSendDraft([], { note: '', payment: 'cash', room: null })).toBe(false)
  })

  it('is Finished at once when the service finishes staff orders at once', () => {
    expect(staffOrderStatus({ options: { instantFinishOrder: true } })).toBe('Finished')
    expect(staffOrderStatus({ options: {} })).toBe('Accepted')
  })

  it("offers the service's items that can be ordered, by category, and finds them by name", () => {
    const sections = serviceMenu(
      's',
      [category('drinks', 1), category('mains', 0), category('other', 2, ['x'])],
      [
        water,
        steak,
        makeArticle({ _id: 'gone', availability: false }),
        makeArticle({ _id: 'elsewhere', service_id: 'x', category_id: 'other' }),
      ],
    )
    expect(sections.map((s) => [s.category?._id, s.articles.map((a) => a._id)])).toEqual([
      ['mains', ['steak']],
      ['drinks', ['water']],
    ])
    expect(searchMenu(sections, 'bift', 'srb').map((s) => s.articles[0]?._id)).toEqual(['steak'])
    expect(searchMenu(sections, 'WAT', 'en')).toHaveLength(1)
    expect(searchMenu(sections, ' ', 'en')).toHaveLength(2)
  })
})
