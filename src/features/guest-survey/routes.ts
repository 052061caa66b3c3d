/**
 * The survey pages, for the route table; texts in the `guest-survey` catalog.
 *   /app/public/review/:surveyId   PublicReview
 */
import { pageRoute, type PageRoute } from '../../app/public-shell/page-route.ts'

export const publicSurveyRoutes: PageRoute[] = [
  pageRoute(
    '/app/public/review/:surveyId',
    async () => (await import('./PublicReview.tsx')).PublicReview,
    { catalog: 'guest-survey' },
  ),
]
