import { describe, expect, it } from 'vitest'
import { matchPage, pageRoute, rankRoutes, type PageRoute } from './page-route.ts'
import { publicPages } from './pages.ts'

const page = (path: string): PageRoute => pageRoute(path, () => Promise.resolve(() => null))

describe('public page table', () => {
  const ranked = rankRoutes([
    page('/app/hu/:rId'),
    page('/app/hu/d/:rId'),
    page('/app/hu/menu/:rId/:service'),
    page('/app/hu/d/menu/:rId/:service'),
    page('/app/hu/menu/:rId/:service/:resId'),
    page('/success/*'),
    page('/'),
  ])
  const pathOf = (pathname: string) => matchPage(ranked, pathname)?.route.path ?? null

  it('prefers static segments to parameters, whatever the order given', () => {
    expect(pathOf('/app/hu/d/r1')).toBe('/app/hu/d/:rId')
    expect(pathOf('/app/hu/r1')).toBe('/app/hu/:rId')
    expect(pathOf('/app/hu/d/menu/r1/Pool')).toBe('/app/hu/d/menu/:rId/:service')
    expect(pathOf('/app/hu/menu/r1/Pool')).toBe('/app/hu/menu/:rId/:service')
    expect(pathOf('/app/hu/menu/r1/Pool/res1')).toBe('/app/hu/menu/:rId/:service/:resId')
    expect(pathOf('/')).toBe('/')
  })

  it('matches a trailing slash and a splat, and nothing else', () => {
    expect(pathOf('/app/hu/r1/')).toBe('/app/hu/:rId')
    expect(pathOf('/success/hotel-aurora/2026')).toBe('/success/*')
    expect(pathOf('/app/hu')).toBeNull()
    expect(pathOf('/app/hu/menu/r1')).toBeNull()
    expect(pathOf('/nowhere')).toBeNull()
  })

  it('decodes the parameters as the page reads them', () => {
    expect(matchPage(ranked, '/app/hu/menu/r1/Room%20service')?.params).toEqual({
      rId: 'r1',
      service: 'Room service',
    })
    expect(matchPage(ranked, '/app/hu/menu/r1/Bar%20%26%20Grill%2F2')?.params.service).toBe(
      'Bar & Grill/2',
    )
    expect(matchPage(ranked, '/app/hu/menu/r1/100%25')?.params.service).toBe('100%')
    // A malformed escape is handed over as it is, not thrown.
    expect(matchPage(ranked, '/app/hu/menu/r1/50%')?.params.service).toBe('50%')
  })

  it('ends with the 404, which any other path reaches', () => {
    expect(publicPages.at(-1)?.path).toBe('*')
    expect(matchPage(publicPages, '/no/such/page')?.route.path).toBe('*')
    expect(matchPage(publicPages, '/app/hu/menu/r1/Pool')?.route.path).toBe(
      '/app/hu/menu/:rId/:service',
    )
    expect(matchPage(publicPages, '/app/mice/b1/Events')?.route.path).toBe('*')
    expect(
      matchPage(publicPages, '/app/public/mice/b1/Events')?.route.handle?.comingSoon,
    ).toBeDefined()
    expect(matchPage(publicPages, '/app/hu/d/info/r1/Info')?.route.handle?.catalog).toBe(
      'guest-info',
    )
  })
})
