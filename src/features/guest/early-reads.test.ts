// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { earlyReadUrls, earlyReadsScript, takeEarlyRead } from './early-reads.ts'

/** The links the inline script adds to the head on a page at `pathname`. */
function preloadsOf(script: string, pathname: string): Record<string, string>[] {
  const links: Record<string, string>[] = []
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script index.html runs
  const run = new Function('window', 'location', 'fetch', 'document', script) as (
    ...globals: unknown[]
  ) => void
  run({}, { pathname }, () => Promise.resolve(new Response('{}')), {
    createElement: () => ({}),
    head: { appendChild: (link: Record<string, string>) => links.push(link) },
  })
  return links
}

describe('early reads of guest pages', () => {
  it('reads the room, the menu, the stay and the services for a room menu', () => {
    expect(earlyReadUrls('/app/hu/menu/r1/Room%20service', 'a=1; guest_room=r1')).toEqual([
      '/api/v2/hotel/room/getHotelRoomAndHotelByID/r1',
      '/api/v2/restaraunt-bar/article/getMenuByRoomID/r1/Room%20service',
      '/api/v2/access/getRoom',
      '/api/v2/access/getServices',
    ])
  })

  it('reads no stay before this browser entered the room’s code (a sure 401)', () => {
    const publicReads = [
      '/api/v2/hotel/room/getHotelRoomAndHotelByID/r1',
      '/api/v2/restaraunt-bar/article/getMenuByRoomID/r1/Pool',
    ]
    expect(earlyReadUrls('/app/hu/menu/r1/Pool', '')).toEqual(publicReads)
    expect(earlyReadUrls('/app/hu/menu/r1/Pool', 'guest_room=r2')).toEqual(publicReads)
    expect(earlyReadUrls('/app/hu/menu/r1/Pool', 'guest_room=r12')).toEqual(publicReads)
    expect(earlyReadUrls('/app/hu/menu/r1/Pool', 'old_guest_room=r1')).toEqual(publicReads)
  })

  it('reads no stay on the demo path, and encodes as the page does', () => {
    expect(earlyReadUrls('/app/hu/d/menu/r1/Caf%C3%A9 bar/', 'guest_room=r1')).toEqual([
      '/api/v2/hotel/room/getHotelRoomAndHotelByID/r1',
      '/api/v2/restaraunt-bar/article/getMenuByRoomID/r1/Caf%C3%A9%20bar',
    ])
  })

  it('reads nothing for other pages or a malformed escape', () => {
    expect(earlyReadUrls('/app/hu/r1', 'guest_room=r1')).toEqual([])
    expect(earlyReadUrls('/app/h/orders', 'guest_room=r1')).toEqual([])
    expect(earlyReadUrls('/app/hu/menu/r1/%E0%A4%A', 'guest_room=r1')).toEqual([])
  })

  it('inlines a script that computes the same reads', () => {
    const script = earlyReadsScript()
    const fetched: string[] = []
    const window: { __earlyReads?: Record<string, unknown> } = {}
    const fetch = (url: string) => {
      fetched.push(url)
      return Promise.resolve(new Response('{}'))
    }
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script index.html runs
    const run = new Function('window', 'location', 'fetch', 'document', script) as (
      ...globals: unknown[]
    ) => void
    const links: { rel: string; href: string; as?: string }[] = []
    const document = {
      createElement: () => ({}) as { rel: string; href: string },
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    }
    run(window, { pathname: '/app/hu/menu/r1/Pool' }, fetch, {
      ...document,
      cookie: 'guest_room=r1',
    })
    expect(fetched).toEqual(earlyReadUrls('/app/hu/menu/r1/Pool', 'guest_room=r1'))
    expect(fetched).toContain('/api/v2/access/getRoom')
    expect(Object.keys(window.__earlyReads ?? {})).toEqual(fetched)
    // No modules were named: nothing preloaded.
    expect(links).toEqual([])
  })

  it('preloads the page’s chunks and styles on a page with early reads only', () => {
    const script = earlyReadsScript(['/assets/GuestMenu-x.js', '/assets/DemoNotice-y.css'])
    const load = (pathname: string) => preloadsOf(script, pathname)
    expect(load('/app/hu/menu/r1/Pool')).toEqual([
      { rel: 'modulepreload', href: '/assets/GuestMenu-x.js' },
      { rel: 'preload', as: 'style', href: '/assets/DemoNotice-y.css' },
    ])
    expect(load('/app/h/orders')).toEqual([])
  })

  it('preloads the public shell outside the back office, before the page’s chunks', () => {
    const script = earlyReadsScript(['/assets/GuestMenu-x.js'], ['/assets/PublicApp-z.js'])
    const load = (pathname: string) => preloadsOf(script, pathname).map((link) => link.href)
    expect(load('/app/hu/menu/r1/Pool')).toEqual([
      '/assets/PublicApp-z.js',
      '/assets/GuestMenu-x.js',
    ])
    expect(load('/')).toEqual(['/assets/PublicApp-z.js'])
    expect(load('/app/hur/b1')).toEqual(['/assets/PublicApp-z.js'])
    expect(load('/app/h/orders')).toEqual([])
    expect(load('/app/b/login')).toEqual([])
    expect(load('/app/admin')).toEqual([])
  })
})

describe('taking an early read', () => {
  afterEach(() => {
    delete (window as { __earlyReads?: unknown }).__earlyReads
  })

  it('hands a read to its first caller only', async () => {
    const answer = Promise.resolve(new Response('{"ok":true}'))
    ;(window as { __earlyReads?: unknown }).__earlyReads = { '/api/x': answer }
    const first = takeEarlyRead('/api/x')
    expect(first).toBe(answer)
    expect(await (await first!).json()).toEqual({ ok: true })
    expect(takeEarlyRead('/api/x')).toBeNull()
    expect(takeEarlyRead('/api/y')).toBeNull()
  })
})
