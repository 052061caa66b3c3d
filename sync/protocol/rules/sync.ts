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
  'reservations',
  'appointments',
  'spaRooms',
  'treatments',
  'employeeShifts',
  'discounts',
  'promotions',
  'infos',
  'stores',
  'offers',
  'surveys',
] as const
export type SyncTableName = (typeof SYNC_TABLE_NAMES)[number]

/**
 * Tables the server syncs already that clients do not store yet (their Dexie store comes with
 * their screens). Clients skip their changes as they skip any table they have no store for: a
 * pull page drops them (sync/pull.ts withKnownTables), an event fails the Change schema. The
 * client's step (docs/sync.md, Adding a synced entity): move the name into SYNC_TABLE_NAMES and
 * its schema from SERVER_ONLY_TABLES into SYNC_TABLES, with the Dexie store.
 */
export const SERVER_ONLY_TABLE_NAMES = [] as const
/** Every table the server sends changes of. */
// While no table is server-only the second member is `never`; it is kept for the next area's.
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents
export type ServerTableName = SyncTableName | (typeof SERVER_ONLY_TABLE_NAMES)[number]

export const PULL_PATH = '/api/v2/sync/pull'
