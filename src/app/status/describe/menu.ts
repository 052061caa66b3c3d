import { msg } from '@lingui/core/macro'
import type { Language } from '../../../../sync/protocol/index.ts'
import { neutralReason, notDone } from './generic.ts'
import {
  payloadField,
  type ActionFamily,
  type ActionText,
  type DescribableRow,
  type DescribeContext,
} from './types.ts'

/** A localized name in the staff member's language, else English. */
export function localized(name: unknown, language: Language): string | null {
  if (typeof name !== 'object' || name === null) return null
  const texts = name as Partial<Record<Language, unknown>>
  const text = texts[language] ?? texts.en
  return typeof text === 'string' && text.trim() ? text : null
}

/** The row's name: the action's own (a create or a rename), else the local row's. */
function nameOf(
  row: DescribableRow,
  rows: ReadonlyMap<string, { name: unknown }>,
  ctx: DescribeContext,
): string | null {
  // A create carries the name; a delete names a row that may be gone from this device already.
  return (
    localized(payloadField(row.payload, 'name'), ctx.language) ??
    localized(rows.get(row.entity.id)?.name, ctx.language)
  )
}

/** Menu categories: "Create category Drinks", "Delete category Drinks", "Reorder categories". */
export const categoryActions: ActionFamily = {
  describe(row, ctx): ActionText {
    if (row.type === 'category.reorder')
      return { what: ctx.i18n._(msg`Reorder categories`), on: null }
    const name = nameOf(row, ctx.categories, ctx)
    if (name === null) {
      return row.type === 'category.create'
        ? { what: ctx.i18n._(msg`Create a category`), on: null }
        : row.type === 'category.delete'
          ? { what: ctx.i18n._(msg`Delete a category`), on: null }
          : { what: ctx.i18n._(msg`Change a category`), on: null }
    }
    switch (row.type) {
      case 'category.create':
        return { what: ctx.i18n._(msg`Create category ${name}`), on: null }
      case 'category.delete':
        return { what: ctx.i18n._(msg`Delete category ${name}`), on: null }
      default:
        return { what: ctx.i18n._(msg`Change category ${name}`), on: null }
    }
  },
  refusal: (row, ctx) => notDone(categoryActions.describe(row, ctx), neutralReason(row, ctx), ctx),
  reason: neutralReason,
  now: () => null,
}

/** Menu items: "Create item Espresso", "Delete item Espresso", "Reorder items". */
export const articleActions: ActionFamily = {
  describe(row, ctx): ActionText {
    if (row.type === 'article.reorder') return { what: ctx.i18n._(msg`Reorder items`), on: null }
    const name = nameOf(row, ctx.articles, ctx)
    if (name === null) {
      return row.type === 'article.create'
        ? { what: ctx.i18n._(msg`Create an item`), on: null }
        : row.type === 'article.delete'
          ? { what: ctx.i18n._(msg`Delete an item`), on: null }
          : { what: ctx.i18n._(msg`Change an item`), on: null }
    }
    switch (row.type) {
      case 'article.create':
        return { what: ctx.i18n._(msg`Create item ${name}`), on: null }
      case 'article.delete':
        return { what: ctx.i18n._(msg`Delete item ${name}`), on: null }
      default:
        return { what: ctx.i18n._(msg`Change item ${name}`), on: null }
    }
  },
  refusal: (row, ctx) => notDone(articleActions.describe(row, ctx), neutralReason(row, ctx), ctx),
  reason: neutralReason,
  now: () => null,
}

/** Pictures: "Upload picture of Espresso" (an item) or of a category. */
export const imageActions: ActionFamily = {
  describe(row, ctx): ActionText {
    const rows = row.entity.table === 'articles' ? ctx.articles : ctx.categories
    const name = localized(rows.get(row.entity.id)?.name, ctx.language)
    return name === null
      ? { what: ctx.i18n._(msg`Upload a picture`), on: null }
      : { what: ctx.i18n._(msg`Upload picture of ${name}`), on: null }
  },
  refusal: (row, ctx) => notDone(imageActions.describe(row, ctx), neutralReason(row, ctx), ctx),
  reason: neutralReason,
  now: () => null,
}
