/** Every synced table, in store order. sync.ts maps each to the schema of its rows. */
export const SYNC_TABLE_NAMES = [
  'businesses',
  'services',
  'employees',
  'rooms',
  'stays',
  'tables',
  'categories',
  'articles',
  'orders',
  'tickets',
  'guests',
] as const
export type SyncTableName = (typeof SYNC_TABLE_NAMES)[number]

export const PULL_PATH = '/api/v2/sync/pull'
