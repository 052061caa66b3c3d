/** The guest's interface language as a product language (en, srb, cro). */
import { useLingui } from '@lingui/react'
import type { Language } from '../../../sync/protocol/common.ts'
import { asLanguage } from './money.ts'

export function useGuestLanguage(): Language {
  const { i18n } = useLingui()
  return asLanguage(i18n.locale)
}
