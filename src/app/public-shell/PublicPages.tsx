import { publicPages } from './pages.ts'
import { PublicApp } from './PublicApp.tsx'

/** The public shell over every page outside the back office (main.tsx loads it lazily). */
export function PublicPages() {
  return <PublicApp ranked={publicPages} />
}
