import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import * as t from '../../server/db/schema.ts'
import {
  EMPLOYEE_BASE,
  INFO_BASE,
  NO_PERMISSIONS,
  PUSH_PATH,
  imageUploadPath,
  type ErrorBody,
  type Info,
  type Offer,
  type PullPage,
  type PushReply,
  type Store,
} from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { call, login } from '../helpers/http.ts'
import { createOtherBusiness, type OtherBusiness } from '../helpers/tenant.ts'

/* Issue 18: info pages (spec 001 §2 Info page, §3 Info, Offer, Store, §7 api/v2/info). */

let server: TestServer
let other: OtherBusiness
const cookies: Record<string, string> = {}
beforeAll(async () => {
  server = await startTestServer()
  other = await createOtherBusiness(server.ctx.db)
  for (const name of ['owner', 'manager', 'waiter']) cookies[name] = await login(server.url, name)
  cookies.other = await login(server.url, other.ownerUsername)
  // A worker with itemsWrite on the text info service only.
  const username = `editor-${randomUUID().slice(0, 8)}`
  const made = await as('manager', 'POST', `${EMPLOYEE_BASE}/createEmployee`, {
    name: 'Iva',
    surname: 'Info',
    username,
    password: 'strong-pass-1',
    role: 'reception',
    services: [{ service_id: textId(), permissions: { ...NO_PERMISSIONS, itemsWrite: true } }],
  })
  expect(made.status, made.text).toBe(200)
  cookies.editor = await login(server.url, username, 'strong-pass-1')
})
afterAll(() => server.close())

const as = <T = ErrorBody>(who: string, method: string, path: string, body?: unknown) =>
  call<T>(server.url, method, path, {
    cookie: cookies[who],
    ...(body !== undefined ? { body } : {}),
  })

const textId = () => server.demo.services.info._id
const shopsId = () => server.demo.services.infoShops._id
const business = () => server.demo.businessId

const newInfo = (title: string, patch: Record<string, unknown> = {}) =>
  as<Info & ErrorBody>('manager', 'POST', `${INFO_BASE}/createInfo`, {
    business_id: business(),
    service_id: textId(),
    title: { en: title, srb: title, cro: title },
    text: { en: `${title} text` },
    ...patch,
  })

describe('reads (public, by service)', () => {
  it('lists the seeded infos in order, the stores and their offers', async () => {
    const infos = await call<Info[]>(
      server.url,
      'GET',
      `${INFO_BASE}/getInfosByServiceID/${textId()}`,
    )
    expect(infos.status).toBe(200)
    expect(infos.body.slice(0, 3).map((i) => i.title.en)).toEqual([
      'Wi-Fi',
      'Breakfast',
      'House rules',
    ])
    expect(infos.body[0]!.title.srb).toBe('Wi-Fi')
    const stores = await call<Store[]>(
      server.url,
      'GET',
      `${INFO_BASE}/getStoresByServiceID/${shopsId()}`,
    )
    expect(stores.body.map((s) => s.name.en).sort()).toEqual(['Market Riva', 'Pekara Mlin'])
    const offers = await call<Offer[]>(
      server.url,
      'GET',
      `${INFO_BASE}/getOffersByServiceID/${shopsId()}`,
    )
    expect(offers.body).toHaveLength(4)
    expect(offers.body.every((o) => stores.body.some((s) => s._id === o.store_id))).toBe(true)
  })
})

describe('infos', () => {
  it('the manager creates, updates and deletes an info; it comes in the pull', async () => {
    const _id = randomUUID()
    const made = await newInfo('Parking', { _id })
    expect(made.status, made.text).toBe(200)
    expect(made.body).toMatchObject({ _id, service_id: textId(), link: null })
    expect(made.body.position).toBeGreaterThanOrEqual(3)
    const edited = await as<Info>('manager', 'PUT', `${INFO_BASE}/updateInfo`, {
      _id,
      text: { en: 'Garage under the hotel', cro: 'Garaža ispod hotela' },
      link: 'https://parking.example',
    })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.body.text.cro).toBe('Garaža ispod hotela')
    const pull = await as<PullPage>(
      'waiter',
      'GET',
      `/api/v2/sync/pull?cursor=${made.body.version - 1}&limit=100`,
    )
    expect(pull.body.changes.some((c) => c.table === 'infos' && c.id === _id)).toBe(true)
    // Another business's staff never get them.
    const foreign = await as<PullPage>(
      'other',
      'GET',
      `/api/v2/sync/pull?cursor=${made.body.version - 1}&limit=100`,
    )
    expect(foreign.status).toBe(200)
    expect(foreign.body.changes.some((c) => c.id === _id)).toBe(false)
    const gone = await as('manager', 'DELETE', `${INFO_BASE}/deleteInfo/${_id}`)
    expect(gone.status).toBe(200)
    const list = await call<Info[]>(
      server.url,
      'GET',
      `${INFO_BASE}/getInfosByServiceID/${textId()}`,
    )
    expect(list.body.some((i) => i._id === _id)).toBe(false)
  })

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const before = await server.ctx.db.select().from(t.infos)
    const cases: [Record<string, unknown>, string][] = [
      [{ title: { en: '' } }, 'title.en'],
      [{ title: { en: 'x'.repeat(201) } }, 'title.en'],
      [{ text: { en: 'x'.repeat(5001) } }, 'text.en'],
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ link: 'ftp://files.example' }, 'link'],
    ]
    for (const [patch, field] of cases) {
      const reply = await newInfo('Bad', patch)
      expect(reply.status, JSON.stringify(patch)).toBe(400)
      expect(reply.body.field).toBe(field)
    }
    expect(await server.ctx.db.select().from(t.infos)).toHaveLength(before.length)
  })

  it('writes need itemsWrite on the info service; another business gets 404', async () => {
    expect(
      (
        await newInfo('Waiter', {}).then(() =>
          as('waiter', 'POST', `${INFO_BASE}/createInfo`, {
            business_id: business(),
            service_id: textId(),
            title: { en: 'Nope' },
          }),
        )
      ).status,
    ).toBe(403)
    const byEditor = await as<Info>('editor', 'POST', `${INFO_BASE}/createInfo`, {
      business_id: business(),
      service_id: textId(),
      title: { en: 'Spa hours' },
    })
    expect(byEditor.status, byEditor.text).toBe(200)
    // The editor has no itemsWrite on the shops.
    const shops = await as('editor', 'POST', `${INFO_BASE}/createStore`, {
      business_id: business(),
      service_id: shopsId(),
      name: { en: 'Kiosk' },
    })
    expect(shops.status).toBe(403)
    const foreign = await as('other', 'PUT', `${INFO_BASE}/updateInfo`, {
      _id: byEditor.body._id,
      title: { en: 'Mine' },
    })
    expect(foreign.status).toBe(404)
    const foreignCreate = await as('other', 'POST', `${INFO_BASE}/createInfo`, {
      business_id: business(),
      service_id: textId(),
      title: { en: 'Mine' },
    })
    expect(foreignCreate.status).toBe(404)
    // A service of another type is no info service.
    const notInfo = await as('manager', 'POST', `${INFO_BASE}/createInfo`, {
      business_id: business(),
      service_id: server.demo.services.restaurant._id,
      title: { en: 'Menu' },
    })
    expect(notInfo.status).toBe(404)
  })
})

describe('changeOrderInfoObjects', () => {
  it('reorders all the infos at once', async () => {
    const a = (await newInfo('A')).body
    const b = (await newInfo('B')).body
    const reply = await as<{ infos: Info[] }>(
      'manager',
      'PUT',
      `${INFO_BASE}/changeOrderInfoObjects`,
      {
        business_id: business(),
        serviceId: textId(),
        infos: [
          { _id: b._id, position: a.position },
          { _id: a._id, position: b.position },
        ],
      },
    )
    expect(reply.status, reply.text).toBe(200)
    const rows = await server.ctx.db
      .select()
      .from(t.infos)
      .where(inArray(t.infos.id, [a._id, b._id]))
    expect(rows.find((r) => r.id === b._id)!.position).toBe(a.position)
    expect(rows.find((r) => r.id === a._id)!.position).toBe(b.position)
  })

  it('is atomic: one info of another service, or unknown, and nothing moves', async () => {
    const a = (await newInfo('C')).body
    const city = await call<Info[]>(
      server.url,
      'GET',
      `${INFO_BASE}/getInfosByServiceID/${server.demo.services.infoCity._id}`,
    )
    for (const stranger of [city.body[0]!._id, 'no-such-info']) {
      const reply = await as('manager', 'PUT', `${INFO_BASE}/changeOrderInfoObjects`, {
        business_id: business(),
        serviceId: textId(),
        infos: [
          { _id: a._id, position: 99 },
          { _id: stranger, position: 0 },
        ],
      })
      expect(reply.status).toBe(404)
    }
    const [row] = await server.ctx.db.select().from(t.infos).where(eq(t.infos.id, a._id))
    expect(row!.position).toBe(a.position)
    expect(row!.version).toBe(a.version)
    const empty = await as('manager', 'PUT', `${INFO_BASE}/changeOrderInfoObjects`, {
      business_id: business(),
      serviceId: textId(),
      infos: [],
    })
    expect(empty.status).toBe(400)
    expect(empty.body.field).toBe('infos')
  })

  it('replays a pushed reorder once', async () => {
    const a = (await newInfo('D')).body
    const b = (await newInfo('E')).body
    const actions = [
      {
        id: randomUUID(),
        type: 'info.reorder',
        payload: {
          business_id: business(),
          serviceId: textId(),
          infos: [
            { _id: b._id, position: 0 },
            { _id: a._id, position: 1 },
          ],
        },
      },
    ]
    const first = await as<PushReply>('manager', 'POST', PUSH_PATH, { actions })
    expect(first.body.results[0]!.status).toBe(200)
    const again = await as<PushReply>('manager', 'POST', PUSH_PATH, { actions })
    expect(again.body.results[0]!.replayed).toBe(true)
  })
})

describe('stores and offers', () => {
  it('creates a store with an offer, validates price and links, keeps a store with offers', async () => {
    const store = await as<Store>('manager', 'POST', `${INFO_BASE}/createStore`, {
      business_id: business(),
      service_id: shopsId(),
      name: { en: 'Kiosk', srb: 'Kiosk', cro: 'Kiosk' },
      contact: '+385 21 000',
      website: 'https://kiosk.example',
    })
    expect(store.status, store.text).toBe(200)
    const bad: [Record<string, unknown>, string][] = [
      [{ price: -1 }, 'price'],
      [{ website: 'www.no-scheme.example' }, 'website'],
      [{ maps_link: 'javascript:void(0)' }, 'maps_link'],
      [{ name: { en: ' ' } }, 'name.en'],
      [{ contact: 'x'.repeat(201) }, 'contact'],
    ]
    for (const [patch, field] of bad) {
      const reply = await as('manager', 'POST', `${INFO_BASE}/createOffer`, {
        business_id: business(),
        service_id: shopsId(),
        store_id: store.body._id,
        name: { en: 'Newspaper' },
        ...patch,
      })
      expect(reply.status, JSON.stringify(patch)).toBe(400)
      expect(reply.body.field).toBe(field)
    }
    const offer = await as<Offer>('manager', 'POST', `${INFO_BASE}/createOffer`, {
      business_id: business(),
      service_id: shopsId(),
      store_id: store.body._id,
      name: { en: 'Newspaper' },
      price: 2.499,
      maps_link: 'https://maps.example/kiosk',
    })
    expect(offer.status, offer.text).toBe(200)
    expect(offer.body.price).toBe(2.5)
    const inUse = await as('manager', 'DELETE', `${INFO_BASE}/deleteStore/${store.body._id}`)
    expect(inUse.status).toBe(409)
    expect(inUse.body.code).toBe('info.in_use')
    const edit = await as<Offer>('manager', 'PUT', `${INFO_BASE}/updateOffer`, {
      _id: offer.body._id,
      price: null,
      website: 'http://paper.example',
    })
    expect(edit.body).toMatchObject({ price: null, website: 'http://paper.example' })
    const storeEdit = await as<Store>('manager', 'PUT', `${INFO_BASE}/updateStore`, {
      _id: store.body._id,
      website: null,
    })
    expect(storeEdit.body.website).toBeNull()
    expect(
      (await as('manager', 'DELETE', `${INFO_BASE}/deleteOffer/${offer.body._id}`)).status,
    ).toBe(200)
    expect(
      (await as('manager', 'DELETE', `${INFO_BASE}/deleteStore/${store.body._id}`)).status,
    ).toBe(200)
  })

  it('an offer in a store of another service is 404', async () => {
    const stores = await call<Store[]>(
      server.url,
      'GET',
      `${INFO_BASE}/getStoresByServiceID/${shopsId()}`,
    )
    const reply = await as('manager', 'POST', `${INFO_BASE}/createOffer`, {
      business_id: business(),
      service_id: server.demo.services.infoTrips._id,
      store_id: stores.body[0]!._id,
      name: { en: 'Wrong' },
    })
    expect(reply.status).toBe(404)
  })

  it('takes an offer picture, compressed to WebP, for the offer’s editors only', async () => {
    const offers = await call<Offer[]>(
      server.url,
      'GET',
      `${INFO_BASE}/getOffersByServiceID/${shopsId()}`,
    )
    const id = offers.body[0]!._id
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()
    const send = (who: string) => {
      const form = new FormData()
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png')
      return fetch(`${server.url}${imageUploadPath('offer', business(), id)}`, {
        method: 'POST',
        body: form,
        headers: { cookie: cookies[who]! },
      })
    }
    expect((await send('editor')).status).toBe(403)
    const ok = await send('manager')
    expect(ok.status).toBe(200)
    const body = (await ok.json()) as Offer
    expect(body.image).toMatch(/^\/images\/.+\/offers\/.+\.webp\?v=/)
    const picture = await fetch(`${server.url}${body.image!}`)
    expect(picture.headers.get('content-type')).toBe('image/webp')
  })
})
