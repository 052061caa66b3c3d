import type { Env } from './env.ts'
import type { Database, Db } from './db/client.ts'
import type { Tokens } from './auth/tokens.ts'
import type { Realtime } from './realtime.ts'

/** What every route and domain function may use; built once in app.ts. */
export interface AppContext {
  env: Env
  database: Database
  db: Db
  tokens: Tokens
  realtime: Realtime
}
