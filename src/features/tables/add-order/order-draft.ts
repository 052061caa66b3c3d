/**
 * The staff's new order for a table (the add-order popup of the floor plan and the locked
 * tablet): pure functions over the guest cart's lines (src/features/guest/cart.ts), so items,
 * chosen answers, counts and totals follow the same rules as a guest's order.
 */
import { textMatcher } from '../../../../sync/protocol/rules/index.ts'
import type {
  Article,
  ArticleCategory,
  Language,
  Payment,
  Service,
  TableOrderCreatePayload,
} from '../../../../sync/protocol/index.ts'
import { cartTotal, type Cart } from '../../guest/cart.ts'
import { menuSections, type MenuSection } from '../../guest/menu-sections.ts'
import { textIn } from '../../menu/menu-model.ts'

/** The room a table order is charged to: its checked-in stay and its number. */
export interface ChargedRoom {
  stayId: string
  roomNumber: string
}

/** What staff pick in the popup besides the lines (a room charge names its room). */
export interface DraftExtras {
  note: string
  payment: Payment
  room: ChargedRoom | null
}

/** Whether the order can be sent: some lines, and a room when it is charged to one. */
export const canSendDraft = (cart: Cart, extras: DraftExtras): boolean =>
  cart.length > 0 && (extras.payment !== 'room' || extras.room !== null)

export const NOTE_MAX = 500

/** An order staff take is Accepted, or Finished at once when the service says so (spec §7). */
export function staffOrderStatus(service: Pick<Service, 'options'>): 'Accepted' | 'Finished' {
  return service.options.instantFinishOrder ? 'Finished' : 'Accepted'
}

/** The service's menu: its categories in order, each with the service's items that can be ordered. */
export function serviceMenu(
  serviceId: string,
  categories: readonly ArticleCategory[],
  articles: readonly Article[],
): MenuSection[] {
  return menuSections(
    categories.filter((c) => c.service_ids.includes(serviceId)),
    articles.filter((a) => a.service_id === serviceId && a.availability),
  )
}

/** The sections keeping only items whose name (in the language or English) holds `search`. */
export function searchMenu(
  sections: readonly MenuSection[],
  search: string,
  language: Language,
): MenuSection[] {
  if (!search.trim()) return [...sections]
  const matches = textMatcher(search)
  return sections
    .map((s) => ({
      ...s,
      articles: s.articles.filter((a) => [textIn(a.name, language), a.name.en].some(matches)),
    }))
    .filter((s) => s.articles.length > 0)
}

/** The running total the popup shows: the device's prices (the server prices it again). */
export function draftTotal(cart: Cart): number {
  return cartTotal(cart)
}

/**
 * The outbox payload: lines as ids, counts and answer indexes (the server prices them), and
 * `shown`, the order as this device shows it until the server answers.
 */
export function tableOrderPayload(input: {
  id: string
  businessId: string
  service: Pick<Service, '_id' | 'options'>
  tableId: string
  cart: Cart
  extras: DraftExtras
}): TableOrderCreatePayload {
  const { cart } = input
  return {
    _id: input.id,
    service_id: input.service._id,
    table_id: input.tableId,
    note: input.extras.note.trim().slice(0, NOTE_MAX),
    payment: input.extras.payment,
    ...(input.extras.payment === 'room' && input.extras.room
      ? { bill_stay_id: input.extras.room.stayId }
      : {}),
    content: cart.map((line) => ({
      article_id: line.article_id,
      count: line.count,
      modifiers: line.picks.map((p) => ({ index: p.index, answers: [...p.answers] })),
    })),
    shown: {
      business_id: input.businessId,
      status: staffOrderStatus(input.service),
      content: cart.map(({ key: _key, picks: _picks, ...line }) => line),
      ...(input.extras.payment === 'room' && input.extras.room
        ? { room_number: input.extras.room.roomNumber }
        : {}),
    },
  }
}
