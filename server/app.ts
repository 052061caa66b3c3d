import fs from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import fastifyStatic from '@fastify/static'
import fastifyCompress from '@fastify/compress'
import type { Env } from './env.ts'
import type { Database } from './db/client.ts'
import type { AppContext } from './context.ts'
import { Tokens } from './auth/tokens.ts'
import { LoginThrottle } from './auth/throttle.ts'
import { BookingLimiter } from './auth/booking-limit.ts'
import { LoginGuard } from './auth/login-guard.ts'
import { pruneSessions } from './auth/guest-sessions.ts'
import { createRealtime } from './realtime.ts'
import { PRINT_TIMEOUT_MS, createPrinter } from './integrations/printer.ts'
import { zoneOfBusiness } from './domain/business-zone.ts'
import { HttpError, installErrorHandler } from './http/errors.ts'
import { serializeError } from './http/log-errors.ts'
import { installTextGuard } from './http/validate.ts'
import { installIdempotency, pruneIdempotencyKeys } from './http/idempotency.ts'
import { accessRoutes } from './routes/access.ts'
import { roomRoutes } from './routes/rooms.ts'
import { menuRoutes } from './routes/menu.ts'
import { staffOrderRoutes } from './routes/orders-staff.ts'
import { guestOrderRoutes } from './routes/orders-guest.ts'
import { syncRoutes } from './routes/sync.ts'
import { guestAccountRoutes } from './routes/guest-accounts.ts'
import { businessRoutes } from './routes/business.ts'
import { employeeRoutes } from './routes/employees.ts'
import { promotionRoutes } from './routes/promotions.ts'
import { surveyRoutes } from './routes/surveys.ts'
import { settingsRoutes } from './routes/settings.ts'
import { analyticsRoutes } from './routes/analytics.ts'
import { orderLineRoutes } from './routes/orders-lines.ts'
import { orderRejoinRoutes } from './routes/orders-rejoin.ts'
import { staffWriteRoutes } from './routes/staff-writes.ts'
import { imageRoutes } from './routes/images.ts'
import { receptionRoomRoutes } from './routes/reception-rooms.ts'
import { receptionStayRoutes } from './routes/reception-stays.ts'
import { receptionWriteRoutes } from './routes/reception-writes.ts'
import { receptionTicketRoutes } from './routes/reception-tickets.ts'
import { receptionFastInputRoutes } from './routes/reception-fast-input.ts'
import { qrRoutes } from './routes/qr.ts'
import { channelManagerRoutes } from './routes/channel-manager.ts'
import { guestRoutes } from './routes/guests.ts'
import { tableRoutes } from './routes/tables.ts'
import { reservationBookingRoutes } from './routes/reservations-booking.ts'
import { reservationStaffRoutes } from './routes/reservations-staff.ts'
import { spaBookingRoutes } from './routes/spa-booking.ts'
import { spaAppointmentRoutes } from './routes/spa-appointments.ts'
import { spaCatalogRoutes } from './routes/spa-catalog.ts'
import { employeeShiftRoutes } from './routes/employee-shifts.ts'
import { infoRoutes } from './routes/info.ts'
import { createImageStore } from './images/store.ts'

export interface BuiltApp {
  app: FastifyInstance
  ctx: AppContext
  close(): Promise<void>
}

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void }
}

/** Builds the server (HTTP API, socket.io, the built PWA); tests and main.ts both use it. */
export async function buildApp(
  env: Env,
  database: Database,
  secret: string,
  options: BuildOptions = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            // Failed queries are logged without their parameters (log-errors.ts).
            serializers: { err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy: env.TRUST_PROXY,
  })
  const tokens = new Tokens(secret)
  let ctx: AppContext | null = null
  const realtime = createRealtime(app.server, { database, tokens, ctx: () => ctx! })
  ctx = {
    env,
    database,
    db: database.db,
    tokens,
    realtime,
    throttles: {
      login: new LoginGuard(),
      roomCode: new LoginThrottle(),
      booking: new BookingLimiter({
        perAddress: env.PUBLIC_BOOKINGS_PER_ADDRESS,
        perContact: env.PUBLIC_BOOKINGS_PER_CONTACT,
      }),
    },
    printer: createPrinter(env.PRINT_URL, app.log, PRINT_TIMEOUT_MS, (id) =>
      zoneOfBusiness(database.db, id),
    ),
    images: createImageStore(env.DATA_DIR),
  }

  await app.register(fastifyCookie)
  installErrorHandler(app)
  installTextGuard(app)
  installIdempotency(app, ctx)
  // After the idempotency hook, so a stored answer is the plain body. JSON over 1 KB is sent
  // brotli (quality 4: cheap on the server) or gzip; the menu of a big hotel is 80 KB of JSON.
  // Built assets are precompressed on disk (serveApp) and pass through untouched.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })

  app.get('/api/health', () => ({ ok: true, database: database.kind }))
  accessRoutes(app, ctx)
  roomRoutes(app, ctx)
  menuRoutes(app, ctx)
  staffOrderRoutes(app, ctx)
  guestOrderRoutes(app, ctx)
  syncRoutes(app, ctx)
  guestAccountRoutes(app, ctx)
  businessRoutes(app, ctx)
  employeeRoutes(app, ctx)
  promotionRoutes(app, ctx)
  surveyRoutes(app, ctx)
  settingsRoutes(app, ctx)
  analyticsRoutes(app, ctx)
  orderLineRoutes(app, ctx)
  orderRejoinRoutes(app, ctx)
  staffWriteRoutes(app, ctx)
  receptionRoomRoutes(app, ctx)
  receptionStayRoutes(app, ctx)
  receptionWriteRoutes(app, ctx)
  receptionTicketRoutes(app, ctx)
  receptionFastInputRoutes(app, ctx)
  qrRoutes(app, ctx)
  infoRoutes(app, ctx)
  channelManagerRoutes(app, ctx)
  guestRoutes(app, ctx)
  tableRoutes(app, ctx)
  reservationBookingRoutes(app, ctx)
  reservationStaffRoutes(app, ctx)
  spaBookingRoutes(app, ctx)
  spaAppointmentRoutes(app, ctx)
  spaCatalogRoutes(app, ctx)
  employeeShiftRoutes(app, ctx)
  await imageRoutes(app, ctx)

  await serveApp(app, path.resolve(env.STATIC_DIR))

  const prune = setInterval(() => {
    pruneIdempotencyKeys(ctx).catch((error: unknown) =>
      app.log.error({ err: error }, 'idempotency prune failed'),
    )
    pruneSessions(ctx).catch((error: unknown) =>
      app.log.error({ err: error }, 'session prune failed'),
    )
  }, 3600_000)
  prune.unref()

  return {
    app,
    ctx,
    async close() {
      clearInterval(prune)
      await realtime.close()
      await app.close()
    },
  }
}

/** Serves the built PWA: hashed assets cached for a year, the shell and service worker never cached. */
async function serveApp(app: FastifyInstance, root: string): Promise<void> {
  const built = fs.existsSync(path.join(root, 'index.html'))
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts): sent when accepted.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void res.header('cache-control', 'public, max-age=31536000, immutable')
        } else {
          void res.header('cache-control', 'no-cache')
        }
      },
    })
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/'
    if (url.startsWith('/api/') || url.startsWith('/socket.io') || request.method !== 'GET') {
      return reply
        .status(404)
        .send(new HttpError(404, 'not_found', `No route ${request.method} ${url}`).toBody())
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`.')
    }
    // The single-page app decides what to show (including its own not-found page).
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
}
