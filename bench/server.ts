import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { parseEnv } from '../server/env.ts'
import { buildApp, type BuiltApp } from '../server/app.ts'
import { migrate, openDatabase, type Database } from '../server/db/client.ts'
import { describeDemo, seedDemoIfEmpty, type DemoHotel } from '../server/seed.ts'
import { businessWrite } from '../server/domain/versioning.ts'
import { sql } from 'drizzle-orm'
import * as t from '../server/db/schema.ts'

/** Where `npm run bench` builds the app: its own directory, so a build into dist/ by anyone else never mixes in. */
export const BENCH_DIST = process.env.BENCH_DIST ?? '.bench-dist'

export interface BenchServer {
  url: string
  /** The built app the server serves (gzip sizes are read from here). */
  staticDir: string
  /** The server's DATA_DIR (PGlite, images): removed on close. */
  dataDir: string
  built: BuiltApp
  database: Database
  demo: DemoHotel
  close(): Promise<void>
}

/** The real server, in this process, on a fresh PGlite in a temporary directory, serving dist/. */
export async function startBenchServer(port: number, staticDir = 'dist'): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsp-bench-'))
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
  await migrate(database)
  await seedDemoIfEmpty(database.db)
  const env = parseEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: staticDir,
  })
  const built = await buildApp(env, database, 'bench-secret-bench-secret-bench-secret-0123')
  await built.app.listen({ port, host: '127.0.0.1' })
  const demo = (await describeDemo(database.db))!
  return {
    url: `http://localhost:${port}`,
    staticDir,
    dataDir,
    built,
    database,
    demo,
    async close() {
      await built.close()
      await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Writes `count` paid room-service orders changed just now (recent history: they are pulled). */
export async function insertPaidOrders(server: BenchServer, count: number): Promise<void> {
  const serviceId = server.demo.services.roomservice._id
  const now = new Date().toISOString()
  for (let done = 0; done < count; done += 1000) {
    await businessWrite(server.database.db, server.demo.businessId, async (tx) => {
      const size = Math.min(count, done + 1000) - done
      // One round trip for the block of versions (inside the business lock, like every write).
      const result: unknown = await tx.execute(
        sql`select nextval('sync_version') as v from generate_series(1, ${size})`,
      )
      const versions = (result as { rows: { v: string | number }[] }).rows.map((r) => Number(r.v))
      const rows = []
      for (let i = done; i < done + size; i++) {
        rows.push({
          id: randomUUID(),
          businessId: server.demo.businessId,
          version: versions[i - done]!,
          serviceId,
          status: 'Paid' as const,
          time: now,
          roomNumber: '101',
          note: `bench ${i}`,
          origin: 'Room' as const,
          content: [
            {
              article_id: null,
              name: { en: 'Espresso' },
              price: 2.2,
              count: 1,
              modifiers: [],
              operatingPrice: false,
              category_id: null,
            },
          ],
          payment: 'cash' as const,
          updatedAt: now,
        })
      }
      await tx.insert(t.orders).values(rows)
    })
  }
}

/** The last version the server gave out: a client whose pull cursor reached it has every row. */
export async function lastVersion(server: BenchServer): Promise<number> {
  const result: unknown = await server.database.db.execute(
    sql`select last_value as v from sync_version`,
  )
  return Number((result as { rows: { v: string | number }[] }).rows[0]!.v)
}
