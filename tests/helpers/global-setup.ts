import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { dumpPglite, migrate, openDatabase } from '../../server/db/client.ts'
import type { TestProject } from 'vitest/node'
import { seedDemoIfEmpty } from '../../server/seed.ts'

/**
 * Builds one migrated and seeded PGlite database and dumps it; each test file clones it instead of
 * running migrations and the seed again (a cold PGlite create costs seconds).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => undefined
  const file = path.join(os.tmpdir(), `gsp-test-template-${process.pid}.tar`)
  const database = await openDatabase({})
  await migrate(database)
  await seedDemoIfEmpty(database.db)
  const dump = await dumpPglite(database)
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteTemplate', file)
  return () => fs.rmSync(file, { force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
  }
}
