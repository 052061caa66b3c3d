/**
 * The survey form, its own lazy chunk with its `guest-survey` texts: a guest page shows it only
 * when a survey is due, so the page's first load never carries it (DESIGN.md §5).
 */
import { lazy } from 'react'
import { i18n, loadCatalog } from '../../app/i18n.ts'
import { parseLocale } from '../../app/locale.ts'

export const LazySurveyForm = lazy(async () => {
  const [module] = await Promise.all([
    import('./SurveyForm.tsx'),
    loadCatalog(parseLocale(i18n.locale), 'guest-survey'),
  ])
  return { default: module.SurveyForm }
})
