import {
  roundMoney,
  type Article,
  type OrderLine,
  type OrderLineRequest,
  type Service,
} from '../../sync/protocol/index.ts'
import { HttpError } from '../http/errors.ts'

/** The fee line room service adds when its operating price is set. */
export const OPERATING_PRICE_NAME = {
  en: 'Room service fee',
  srb: 'Naknada za posluživanje u sobi',
  cro: 'Naknada za posluživanje u sobu',
}

const lineError = (
  index: number,
  code:
    | 'order.article_unavailable'
    | 'order.modifier_required'
    | 'order.modifier_too_many'
    | 'validation',
  field: string,
  message: string,
) => new HttpError(400, code, message, { field: `content.${index}.${field}` })

/**
 * Prices what a guest picked from the menu as it is now: unknown, unavailable or foreign items,
 * unanswered required modifiers and too many answers are refused with the line and field named.
 * Client prices are never trusted. An answer's own price is what it adds.
 */
export function priceLines(
  requests: readonly OrderLineRequest[],
  articles: ReadonlyMap<string, Article>,
  service: Service,
): OrderLine[] {
  const lines = requests.map((request, index): OrderLine => {
    const article = articles.get(request.article_id)
    if (!article || article.service_id !== service._id) {
      throw lineError(
        index,
        'validation',
        'article_id',
        `content.${index}.article_id: no such item on this menu (${request.article_id})`,
      )
    }
    if (!article.availability) {
      throw lineError(
        index,
        'order.article_unavailable',
        'article_id',
        `${article.name.en} is not available right now`,
      )
    }
    const chosen = new Map<number, number[]>()
    for (const pick of request.modifiers) {
      const modifier = article.modifiers[pick.index]
      if (!modifier)
        throw lineError(
          index,
          'validation',
          'modifiers',
          `content.${index}.modifiers: no modifier ${pick.index}`,
        )
      const answers = [...new Set(pick.answers)]
      if (answers.some((a) => !modifier.answers[a])) {
        throw lineError(
          index,
          'validation',
          'modifiers',
          `content.${index}.modifiers: no such answer for ${modifier.name.en}`,
        )
      }
      if (answers.length > modifier.max) {
        throw lineError(
          index,
          'order.modifier_too_many',
          'modifiers',
          `${modifier.name.en}: at most ${modifier.max} answers`,
        )
      }
      chosen.set(pick.index, answers)
    }
    const modifiers = article.modifiers.flatMap((modifier, modifierIndex) => {
      const answers = chosen.get(modifierIndex) ?? []
      if (modifier.required && answers.length === 0) {
        throw lineError(
          index,
          'order.modifier_required',
          'modifiers',
          `${modifier.name.en}: This is required.`,
        )
      }
      if (answers.length === 0) return []
      return [{ name: modifier.name, answers: answers.map((a) => modifier.answers[a]!) }]
    })
    return {
      article_id: article._id,
      name: article.name,
      price: roundMoney(article.price),
      count: request.count,
      modifiers,
      operatingPrice: false,
      category_id: article.category_id,
      ...(article.allergens?.length ? { allergens: article.allergens } : {}),
    }
  })
  const fee = service.type === 'roomservice' ? (service.options.operatingPrice ?? 0) : 0
  if (fee > 0) {
    lines.push({
      article_id: null,
      name: OPERATING_PRICE_NAME,
      price: fee,
      count: 1,
      modifiers: [],
      operatingPrice: true,
      category_id: null,
    })
  }
  return lines
}
