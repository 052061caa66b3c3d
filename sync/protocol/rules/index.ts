/**
 * The zod-free half of the protocol: constants and pure rules that clients use at runtime.
 * Importing from here never brings zod into a bundle. Types come from the schema files (or
 * ../index.ts) with `import type`.
 */
export * from './common.ts'
export * from './permissions.ts'
export * from './session.ts'
export * from './business.ts'
export * from './service.ts'
export * from './rooms.ts'
export * from './guests.ts'
export * from './tables.ts'
export * from './reservations.ts'
export * from './slots.ts'
export * from './orders.ts'
export * from './order-rules.ts'
export * from './order-merge.ts'
export * from './order-totals.ts'
export * from './sync.ts'
export * from './events.ts'
export * from './errors.ts'
export * from './http.ts'
export * from './push.ts'
export * from './validators.ts'
export * from './menu.ts'
export * from './images.ts'
export * from './spa.ts'
export * from './spa-slots.ts'
