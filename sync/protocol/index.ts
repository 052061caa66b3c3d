/**
 * The wire protocol: zod/mini schemas (and their `z.infer` types) plus every zod-free rule and
 * constant of rules/. The server imports from here. Clients (src/, sync/) import values only
 * from rules/index.ts and types from here with `import type` (eslint.config.js enforces it).
 */
export * from './common.ts'
export * from './permissions.ts'
export * from './session.ts'
export * from './business.ts'
export * from './service.ts'
export * from './rooms.ts'
export * from './stays.ts'
export * from './fast-input.ts'
export * from './tickets.ts'
export * from './guests.ts'
export * from './tables.ts'
export * from './reservations.ts'
export * from './menu.ts'
export * from './images.ts'
export * from './employees.ts'
export * from './orders.ts'
export * from './rules/order-rules.ts'
export * from './rules/order-merge.ts'
export * from './rules/order-totals.ts'
export * from './sync.ts'
export * from './events.ts'
export * from './errors.ts'
export * from './push.ts'
export * from './validators.ts'
