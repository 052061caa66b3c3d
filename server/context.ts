import type { Env } from './env.ts'
import type { Database, Db } from './db/client.ts'
import type { Tokens } from './auth/tokens.ts'
import type { Realtime } from './realtime.ts'
import type { LoginThrottle } from './auth/throttle.ts'
import type { LoginGuard } from './auth/login-guard.ts'
import type { BookingLimiter } from './auth/booking-limit.ts'
import type { Printer } from './integrations/printer.ts'
import type { ImageStore } from './images/store.ts'

/** What every route and domain function may use; built once in app.ts. */
export interface AppContext {
  env: Env
  database: Database
  db: Db
  tokens: Tokens
  realtime: Realtime
  /**
   * Failed logins (per user, address and known device); wrong room codes (per room); the
   * public's bookings (per address, e-mail and phone).
   */
  throttles: { login: LoginGuard; roomCode: LoginThrottle; booking: BookingLimiter }
  /** The local print endpoint (PRINT_URL); new orders are sent to it fire-and-forget. */
  printer: Printer
  /** Uploaded images (files under DATA_DIR/images; an object store may replace it). */
  images: ImageStore
}
