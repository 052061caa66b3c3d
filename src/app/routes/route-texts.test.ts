import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { CatalogName } from '../locale.ts'
import { withRouteTexts } from './route-texts.ts'

const screen = (name: string) => () => Promise.resolve({ Component: () => name })

describe('withRouteTexts', () => {
  const tree: RouteObject[] = [
    {
      path: '/app/h',
      lazy: screen('shell'),
      children: [
        {
          handle: { catalog: 'staff-reservations' },
          children: [
            {
              handle: { catalog: 'staff-status' },
              children: [
                { path: 'spa/:service', lazy: screen('spa'), handle: { catalog: 'staff-spa' } },
              ],
            },
          ],
        },
        { path: 'kitchen/:service', lazy: screen('kitchen') },
        { path: 'rooms/:service', lazy: screen('rooms'), handle: { catalog: 'staff-reception' } },
        {
          path: 'tables/:service',
          lazy: screen('tables'),
          handle: { catalog: 'staff-tables', borrows: ['staff-reservations'] },
        },
      ],
    },
  ]

  function loaded(route: RouteObject): Promise<{ loads: CatalogName[]; screen: unknown }> {
    const loads: CatalogName[] = []
    const root: RouteObject = { path: '/app/h', children: [route] }
    const [wrapped] = withRouteTexts([root], (c) => {
      loads.push(c)
      return Promise.resolve()
    })
    let leaf = wrapped!
    while (leaf.children) leaf = leaf.children[0]!
    const lazy = leaf.lazy as () => Promise<{ Component: () => string }>
    return lazy().then((s) => ({ loads, screen: s.Component() }))
  }

  it('loads every catalog the screen and the routes above it name, with its code', async () => {
    const spa = tree[0]!.children![0]!
    expect(await loaded(spa)).toEqual({
      loads: ['staff-reservations', 'staff-status', 'staff-spa'],
      screen: 'spa',
    })
    const rooms = tree[0]!.children![2]!
    expect(await loaded(rooms)).toEqual({ loads: ['staff-reception'], screen: 'rooms' })
    // A screen that shows another area's parts loads that area's catalog too.
    const tables = tree[0]!.children![3]!
    expect(await loaded(tables)).toEqual({
      loads: ['staff-tables', 'staff-reservations'],
      screen: 'tables',
    })
  })

  it('leaves a screen without catalogs, and the tree it was given, as they were', async () => {
    const kitchen = tree[0]!.children![1]!
    expect(await loaded(kitchen)).toEqual({ loads: [], screen: 'kitchen' })
    const [copy] = withRouteTexts(tree, () => Promise.resolve())
    expect(copy).not.toBe(tree[0])
    expect(tree[0]!.children![2]!.lazy).not.toBe(copy!.children![2]!.lazy)
    expect(copy!.children![1]!.lazy).toBe(tree[0]!.children![1]!.lazy)
  })

  it('a catalog named twice on the way loads once', async () => {
    const loads: CatalogName[] = []
    const [wrapped] = withRouteTexts(
      [
        {
          handle: { catalog: 'staff-menu' },
          children: [{ path: 'menu', lazy: screen('menu'), handle: { catalog: 'staff-menu' } }],
        },
      ],
      (c) => {
        loads.push(c)
        return Promise.resolve()
      },
    )
    await (wrapped!.children![0]!.lazy as () => Promise<unknown>)()
    expect(loads).toEqual(['staff-menu'])
  })
})
