import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, sql } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import { buildApp, type BuiltApp } from '../../server/app.ts'
import { parseEnv } from '../../server/env.ts'
import type { Database } from '../../server/db/client.ts'
import { findUnstorableText } from '../../server/http/validate.ts'
import { startTestServer, TEST_SECRET, type TestServer } from '../helpers/server.ts'
import { freshDatabase } from '../helpers/database.ts'
import { ACCESS, ORDER, call, login } from '../helpers/http.ts'
import { tableBody } from '../helpers/orders.ts'

let server: TestServer
let owner: string
beforeAll(async () => {
  server = await startTestServer()
  owner = await login(server.url, 'owner')
})
afterAll(async () => {
  await server.close()
})

const NUL = '\u0000'

interface Case {
  name: string
  method: 'GET' | 'POST'
  path: () => string
  body?: () => unknown
  /** Raw JSON (for lone surrogates, which JSON.stringify would escape to valid text anyway). */
  raw?: () => string
  field: string
}

const CASES: Case[] = [
  {
    name: 'staff login username with NUL',
    method: 'POST',
    path: () => `${ACCESS}/login/`,
    body: () => ({ username: `owner${NUL}`, password: 'demo1234' }),
    field: 'username',
  },
  {
    name: 'guest login e-mail with NUL',
    method: 'POST',
    path: () => `${ACCESS}/loginGuest/`,
    body: () => ({ email: `a${NUL}@mail.example.com`, password: 'whatever1' }),
    field: 'email',
  },
  {
    name: 'guest registration first name with NUL',
    method: 'POST',
    path: () => `${ACCESS}/registerGuest`,
    body: () => ({ email: 'nul@mail.example.com', password: 'long-enough', first_name: NUL }),
    field: 'first_name',
  },
  {
    name: 'order note with NUL',
    method: 'POST',
    path: () => `${ORDER}/createOrder`,
    body: () => ({ ...tableBody(server), note: `no onions${NUL}` }),
    field: 'note',
  },
  {
    name: 'order line id with NUL (nested field)',
    method: 'POST',
    path: () => `${ORDER}/createOrder`,
    body: () => {
      const body = tableBody(server)
      return { ...body, content: [{ ...body.content[0]!, article_id: `x${NUL}` }] }
    },
    field: 'content.0.article_id',
  },
  {
    name: 'an object key with NUL',
    method: 'POST',
    path: () => `${ORDER}/createOrder`,
    body: () => ({ ...tableBody(server), [`extra${NUL}`]: 1 }),
    field: 'extra\\u0000',
  },
  {
    name: 'order note with a lone high surrogate',
    method: 'POST',
    path: () => `${ORDER}/createOrder`,
    raw: () => JSON.stringify({ ...tableBody(server), note: '@@' }).replace('@@', 'tea \\ud83d'),
    field: 'note',
  },
  {
    name: 'order note with a lone low surrogate',
    method: 'POST',
    path: () => `${ORDER}/createOrder`,
    raw: () => JSON.stringify({ ...tableBody(server), note: '@@' }).replace('@@', '\\udc00 tea'),
    field: 'note',
  },
  {
    name: 'path parameter with NUL',
    method: 'GET',
    path: () => `${ORDER}/getOrderByUserId/${server.demo.businessId}/device-id-of-16-chars%00`,
    field: 'userId',
  },
  {
    name: 'query parameter with NUL',
    method: 'GET',
    path: () => `${ORDER}/getOrdersPaginated/${server.demo.businessId}/1/10?service=a%00b`,
    field: 'service',
  },
]

async function counts(): Promise<number[]> {
  const tables = [t.orders, t.guestAccounts, t.authSessions, t.idempotencyKeys]
  return Promise.all(
    tables.map(async (table) => {
      const [row] = await server.ctx.db.select({ n: count() }).from(table)
      return Number(row?.n ?? 0)
    }),
  )
}

describe('text PostgreSQL cannot store', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s: 400 naming the field', async (_n, c) => {
    const before = await counts()
    const reply = await call(server.url, c.method, c.path(), {
      cookie: owner,
      headers: { 'idempotency-key': crypto.randomUUID() },
      ...(c.raw ? { raw: c.raw() } : c.body ? { body: c.body() } : {}),
    })
    expect(reply.status, reply.text).toBe(400)
    expect(reply.body.code).toBe('validation')
    expect(reply.body.field).toBe(c.field)
    expect(reply.body.message).toContain('NUL')
    // the reply itself carries no NUL (a bad key is named escaped)
    expect(reply.body.field).not.toContain(NUL)
    expect(reply.body.message).not.toContain(NUL)
    expect(await counts()).toEqual(before)
  })

  it('clean text, emoji (a valid surrogate pair) and accents pass the guard', () => {
    expect(findUnstorableText({ note: 'čaj 🍵', list: ['ok', { deep: 'Kovač' }] })).toBeNull()
    expect(findUnstorableText({ list: ['ok', { deep: `x${NUL}` }] })).toEqual(['list', '1', 'deep'])
    // a body nested far deeper than any route accepts does not overflow the stack
    let deep: unknown = `x${NUL}`
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(findUnstorableText(deep)).toHaveLength(100_000)
  })
})

describe('failed queries in the log', () => {
  let built: BuiltApp
  let database: Database
  const lines: string[] = []
  beforeAll(async () => {
    database = await freshDatabase()
    const env = parseEnv({
      LOG_LEVEL: 'error',
      STATIC_DIR: '/nonexistent',
      DATA_DIR: '/tmp/gsp-test-data',
      NODE_ENV: 'test',
    })
    built = await buildApp(env, database, TEST_SECRET, {
      logStream: { write: (line) => void lines.push(line) },
    })
  })
  afterAll(async () => {
    await built.close()
    await database.close()
  })

  it('name the SQL and the database error, never the parameters (e-mail, password hash)', async () => {
    // Make every new guest account fail in the database, as a broken disk or a bad migration would.
    await database.db.execute(
      sql`ALTER TABLE guest_accounts ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`,
    )
    const email = 'secret.guest.4711@mail.example.com'
    const reply = await built.app.inject({
      method: 'POST',
      url: `${ACCESS}/registerGuest`,
      payload: { email, password: 'a-secret-password' },
    })
    expect(reply.statusCode).toBe(500)
    const logged = lines.join('\n')
    expect(logged).toContain('Failed query: insert into \\"guest_accounts\\"')
    expect(logged).toContain('"code":"23514"') // check_violation: what failed is still there
    expect(logged).not.toContain('secret.guest.4711')
    expect(logged).not.toContain('$argon2')
    expect(logged).not.toContain('params')
  })
})
