import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { parseEnv } from './env.ts'
import { migrate, openDatabase } from './db/client.ts'
import { acquireDataDirLock, DataDirLockedError } from './db/lock.ts'
import { buildApp } from './app.ts'
import { describeDemo, seedDemoIfEmpty } from './seed.ts'
import { seedDemoImages } from './seed-images.ts'
import { createImageStore } from './images/store.ts'
import { printWelcome } from './welcome.ts'
import { publicUrlWarning } from './http/public-base.ts'

/** The token secret: JWT_SECRET, else one generated once and kept in DATA_DIR. */
function loadSecret(dataDir: string, given: string | undefined): string {
  if (given) return given
  const file = path.join(dataDir, 'jwt-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const secret = randomBytes(48).toString('base64url')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

async function main(): Promise<void> {
  const env = parseEnv()
  fs.mkdirSync(env.DATA_DIR, { recursive: true })
  const releaseLock = env.DATABASE_URL ? () => undefined : acquireDataDirLock(env.DATA_DIR)
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, 'pglite'),
  })
  await migrate(database)
  if (env.SEED_DEMO && (await seedDemoIfEmpty(database.db))) {
    // Pictures for the demo menu (drawn with sharp, stored like uploads), only on a fresh seed.
    await seedDemoImages(database.db, createImageStore(env.DATA_DIR))
  }
  const demo = await describeDemo(database.db)
  const built = await buildApp(env, database, loadSecret(env.DATA_DIR, env.JWT_SECRET))
  const address = await built.app.listen({ port: env.PORT, host: env.HOST })
  printWelcome({ env, address, demo })
  const warning = publicUrlWarning(env)
  if (warning) built.app.log.warn(warning)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    built.app.log.info(`${signal}: shutting down`)
    await built.close()
    await database.close()
    releaseLock()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message)
    process.exit(2)
  }
  console.error(error)
  process.exit(1)
})
