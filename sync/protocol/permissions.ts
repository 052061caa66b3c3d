import * as z from 'zod/mini'

export * from './rules/permissions.ts'

export const Permissions = z.object({
  ordersRead: z.boolean(),
  reservationsRead: z.boolean(),
  shiftsRead: z.boolean(),
  reservationsWrite: z.boolean(),
  itemsWrite: z.boolean(),
  shiftsWrite: z.boolean(),
})
export type Permissions = z.infer<typeof Permissions>
