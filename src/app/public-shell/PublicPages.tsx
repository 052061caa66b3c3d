import { matchPage } from './page-route.ts'
import { publicPages } from './pages.ts'
import { PublicApp } from './PublicApp.tsx'

/** The public shell over every page outside the back office (main.tsx loads it lazily). */
export function PublicPages() {
  return <PublicApp ranked={publicPages} />
}

/**
 * Loads the page of `pathname` (main.tsx: beside the catalog, and before the first render, so
 * the page renders at once rather than suspending). A failed load is left to the page's render.
 */
export async function preloadPage(pathname: string): Promise<void> {
  await matchPage(publicPages, pathname)
    ?.route.load()
    .catch((error: unknown) => console.error('The page failed to load', error))
}
