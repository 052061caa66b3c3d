import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The PostgreSQL pool, for the socket.io adapter; absent on PGlite. */
  pool: pg.Pool | null
  /** The schema this database lives in (PostgreSQL); tests use one schema each. */
  schemaName: string
  close(): Promise<void>
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

export interface OpenOptions {
  /** PostgreSQL connection string; without it an embedded PGlite is used. */
  url?: string | undefined
  /** PostgreSQL schema to use (created if missing). Default public. */
  schemaName?: string | undefined
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined
  /** A PGlite data-dir dump to start from (tests start from a migrated template). */
  loadDataDir?: Blob | File | undefined
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.schemaName ?? 'public')
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  })
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    pool: null,
    schemaName: 'public',
    close: () => client.close(),
    pglite: client,
  } as Database & { pglite: PGlite }
}

async function openPostgres(url: string, schemaName: string): Promise<Database> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schemaName)) throw new Error(`Invalid schema name: ${schemaName}`)
  // Every connection works inside the chosen schema (tests isolate themselves this way).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: `-c search_path=${schemaName}`,
  })
  await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`)
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return { db, kind: 'postgres', pool, schemaName, close: () => pool.end() }
}

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS, migrationsSchema: database.schemaName }
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, config)
  } else {
    await migratePg(database.db as never, config)
  }
}

/** Dump a PGlite database (a migrated template that tests clone). */
export async function dumpPglite(database: Database): Promise<File | Blob> {
  const client = (database as Database & { pglite?: PGlite }).pglite
  if (!client) throw new Error('dumpPglite needs a PGlite database')
  return client.dumpDataDir('none')
}
