import fs from 'node:fs'
import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { migrate, openDatabase, type Database } from '../../server/db/client.ts'
import { seedDemoIfEmpty } from '../../server/seed.ts'

export const pgUrl = (): string | undefined => process.env.DATABASE_URL

/**
 * A fresh database for one test server: with DATABASE_URL, a new PostgreSQL schema (dropped on
 * close); otherwise an in-memory PGlite cloned from the seeded template.
 */
export async function freshDatabase(): Promise<Database> {
  const url = pgUrl()
  if (url) {
    const schemaName = `t_${randomBytes(6).toString('hex')}`
    const database = await openDatabase({ url, schemaName })
    await migrate(database)
    await seedDemoIfEmpty(database.db)
    return {
      ...database,
      close: async () => {
        await database.pool!.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`)
        await database.close()
      },
    }
  }
  const template = process.env.DATABASE_URL ? undefined : inject('pgliteTemplate')
  if (template && fs.existsSync(template)) {
    const database = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(template)]) })
    return database
  }
  const database = await openDatabase({})
  await migrate(database)
  await seedDemoIfEmpty(database.db)
  return database
}
