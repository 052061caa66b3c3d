import { z } from 'zod'
import path from 'node:path'

/** The environment, parsed once. Nothing else reads process.env. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Secret for signing tokens; generated and kept in DATA_DIR when not given. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Fan socket events out through Redis instead of PostgreSQL (several processes). */
  REDIS_URL: z.string().url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo hotel on an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  /** The built PWA to serve; absent in API-only test runs. */
  STATIC_DIR: z.string().default('./dist'),
  /** The local print endpoint new orders are sent to (POST, JSON); unset: nothing is printed. */
  PRINT_URL: z.string().url().optional(),
  /**
   * The address guests open the app at (https://guest.hotel.example), for links printed in QR
   * codes. Without it (a warning at start): behind a trusted proxy (TRUST_PROXY) the host it
   * forwards, else this server's listen address; never the request's Host header.
   */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Channel managers (docs/api.md, "Channel manager"): each peer's base URL and key. A business
   * whose integration names a peer without a URL here is told so when it syncs.
   */
  OTASYNC_URL: z.string().url().optional(),
  OTASYNC_KEY: z.string().min(1).optional(),
  OPERA_URL: z.string().url().optional(),
  OPERA_KEY: z.string().min(1).optional(),
  PROSOFT_URL: z.string().url().optional(),
  PROSOFT_KEY: z.string().min(1).optional(),
  /**
   * Each business's property id in its channel manager, `businessId=propertyId` pairs separated
   * by commas; a business not listed is asked for by its own id.
   */
  CHANNEL_MANAGER_PROPERTIES: z
    .string()
    .default('')
    .transform((value, check) => {
      const map: Record<string, string> = {}
      const pairs = value.split(',').map((p) => p.trim())
      for (const pair of pairs.filter((p) => p !== '')) {
        const [business, property, ...rest] = pair.split('=').map((p) => p.trim())
        if (!business || !property || rest.length > 0) {
          check.addIssue({ code: 'custom', message: `"${pair}" is not businessId=propertyId` })
          return z.NEVER
        }
        map[business] = property
      }
      return map
    }),
  /** How long one request to a channel manager may take before the sync fails. */
  CHANNEL_MANAGER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * The public's bookings (tables, spa; per kind): per client address before a 10-minute wait,
   * per e-mail or phone before a day's wait (server/auth/booking-limit.ts).
   */
  PUBLIC_BOOKINGS_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  PUBLIC_BOOKINGS_PER_CONTACT: z.coerce.number().int().positive().default(3),
  /** Trust X-Forwarded-For from a reverse proxy (only behind one: it decides the client IP the throttles use). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
})

export type Env = z.infer<typeof EnvSchema>

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${issues}`)
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) }
}
