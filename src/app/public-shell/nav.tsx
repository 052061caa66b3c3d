/**
 * Navigation for the public shell's pages (guests, public booking, marketing), on wouter: the
 * guests' phones never download the back office's router (react-router, about 30 KB). Pages
 * import these, never wouter or react-router directly.
 */
import { createContext, useContext, useEffect } from 'react'
import { Link as WouterLink, useLocation, useSearchParams as useWouterSearchParams } from 'wouter'
import type { PageParams } from './page-route.ts'

export const Link = WouterLink

export const PageParamsContext = createContext<PageParams>({})

/** The current page's path parameters, decoded. */
export const useParams = (): PageParams => useContext(PageParamsContext)

export type NavigateOptions = { replace?: boolean }

/** `navigate(to, { replace })`: a new entry in the browser's history, or the current one replaced. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const [, navigate] = useLocation()
  return navigate
}

/** Navigates on render (a page that has to send the guest elsewhere). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate()
  useEffect(() => navigate(to, { replace }), [navigate, to, replace])
  return null
}

export const useSearchParams = useWouterSearchParams
