import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { parse } from 'regexparam'
import type { RouteHandle } from '../routes/route-handle.ts'

/**
 * A page of the public shell (guests, public booking, marketing): its path pattern
 * (`/app/hu/:rId`, a trailing `*` for the rest), its lazily loaded component and what it tells
 * the shell (its catalog, a placeholder's name).
 */
export interface PageRoute {
  path: string
  /** The page, loaded on its first render (or before, by `load`). */
  Page: LazyExoticComponent<ComponentType>
  /** Starts loading the page's chunk (once: a failed load is tried again on the next call). */
  load: PageLoader
  /**
   * The page once its chunk is in, else null: rendered as it is, it does not suspend (a lazy
   * component suspends on its first render even when loaded, and React then holds the reveal
   * for up to 300 ms).
   */
  loaded: ComponentType | null
  handle?: RouteHandle
}

export type PageLoader = () => Promise<ComponentType>

export function pageRoute(path: string, loader: PageLoader, handle?: RouteHandle): PageRoute {
  let loading: Promise<ComponentType> | null = null
  const load = () =>
    (loading ??= loader().then(
      (page) => (route.loaded = page),
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  const Page = lazy(async () => ({ default: await load() }))
  const route: PageRoute = { path, Page, load, loaded: null }
  if (handle) route.handle = handle
  return route
}

export type PageParams = Readonly<Record<string, string | undefined>>

export interface PageMatch {
  route: PageRoute
  params: PageParams
}

const patterns = new WeakMap<PageRoute, { pattern: RegExp; keys: string[] }>()
function compiled(route: PageRoute) {
  let found = patterns.get(route)
  if (!found) {
    found = parse(route.path)
    patterns.set(route, found)
  }
  return found
}

/**
 * Each segment's weight, as react-router ranks them: a static segment beats a parameter, which
 * beats a splat; a longer path beats a shorter one at equal weight.
 */
function score(path: string): number[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === '*' ? 1 : segment.startsWith(':') ? 2 : 3))
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

/** The routes in the order they are tried: the most specific first. */
export const rankRoutes = (routes: readonly PageRoute[]): PageRoute[] =>
  [...routes].sort((a, b) => compareScores(score(a.path), score(b.path)))

/** One path segment decoded as react-router decodes it; a malformed escape stays as it is. */
function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The first of `ranked` that matches the raw (still percent-encoded) `pathname`, with its
 * parameters decoded ("Room%20service" is "Room service", "Bar%20%26%20Grill" "Bar & Grill").
 * A trailing slash matches as if it were not there.
 */
export function matchPage(ranked: readonly PageRoute[], pathname: string): PageMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  for (const route of ranked) {
    const { pattern, keys } = compiled(route)
    const found = pattern.exec(path)
    if (!found) continue
    const params: Record<string, string | undefined> = {}
    keys.forEach((key, i) => {
      const value = found[i + 1]
      params[key] = value === undefined ? undefined : decodeSegment(value)
    })
    return { route, params }
  }
  return null
}
