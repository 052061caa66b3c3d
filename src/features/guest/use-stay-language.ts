/**
 * The stay's language (set by reception at check-in) becomes the page language, unless the guest
 * has chosen one with the language picker (localStorage `lang`).
 */
import { useEffect } from 'react'
import { loadCatalog } from '../../app/i18n.ts'
import { LANG_KEY } from '../../app/locale.ts'
import type { Language } from '../../../sync/protocol/common.ts'

function guestChoseLanguage(): boolean {
  try {
    return localStorage.getItem(LANG_KEY) !== null
  } catch {
    return false
  }
}

export function useStayLanguage(lang: Language | null) {
  useEffect(() => {
    if (!lang || guestChoseLanguage()) return
    loadCatalog(lang, 'guest').catch((error: unknown) => console.error('catalog failed', error))
  }, [lang])
}
