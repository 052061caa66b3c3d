/** The format checks live with the other zod-free rules; this path keeps existing imports working. */
export * from './rules/validators.ts'
