import { msg } from '@lingui/core/macro'
import type { Language } from '../../../../sync/protocol/index.ts'
import { neutralReason, notDone } from './generic.ts'
import {
  payloadField,
  type ActionFamily,
  type DescribableRow,
  type DescribeContext,
} from './types.ts'

/** A localized name in the staff member's language, else English. */
function localized(name: unknown, language: Language): string | null {
  if (typeof name !== 'object' || name === null) return null
  const texts = name as Partial<Record<Language, unknown>>
  const text = texts[language] ?? texts.en
  return typeof text === 'string' && text.trim() ? text : null
}

function categoryName(row: DescribableRow, ctx: DescribeContext): string | null {
  // A create carries the name; a delete names a row that may be gone from this device already.
  return (
    localized(payloadField(row.payload, 'name'), ctx.language) ??
    localized(ctx.categories.get(row.entity.id)?.name, ctx.language)
  )
}

/** Menu categories: "Create category Drinks", "Delete category Drinks". */
export const categoryActions: ActionFamily = {
  describe(row, ctx) {
    const name = categoryName(row, ctx)
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
  now: () => null,
}
