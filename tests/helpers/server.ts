import type { FastifyInstance } from 'fastify'
import { parseEnv } from '../../server/env.ts'
import { buildApp } from '../../server/app.ts'
import type { AppContext } from '../../server/context.ts'
import type { Database } from '../../server/db/client.ts'
import { describeDemo, type DemoHotel } from '../../server/seed.ts'
import { freshDatabase } from './database.ts'

export interface TestServer {
  url: string
  app: FastifyInstance
  ctx: AppContext
  database: Database
  demo: DemoHotel
  close(): Promise<void>
}

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789'

/**
 * The real server on a fresh seeded database (PGlite, or PostgreSQL with DATABASE_URL), listening
 * on a free loopback port. Pass `database` to share one database between two servers.
 */
export async function startTestServer(
  options: { env?: Record<string, string>; database?: Database } = {},
): Promise<TestServer> {
  const database = options.database ?? (await freshDatabase())
  const env = parseEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: '/tmp/gsp-test-data',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    NODE_ENV: 'test',
    ...options.env,
  })
  const built = await buildApp(env, database, TEST_SECRET)
  await built.app.listen({ port: 0, host: '127.0.0.1' })
  const address = built.app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const demo = await describeDemo(database.db)
  if (!demo) throw new Error('The test database has no demo hotel')
  return {
    url: `http://127.0.0.1:${port}`,
    app: built.app,
    ctx: built.ctx,
    database,
    demo,
    async close() {
      await built.close()
      if (!options.database) await database.close()
    },
  }
}
