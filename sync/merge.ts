import { SYNC_TABLES } from './protocol/engine-schemas.ts'
import type { Change, SyncTableName } from './protocol/index.ts'
import { shadowKey, type AnySyncRow, type ShadowRow } from './db.ts'
import { rebase, type PendingAction } from './outbox/rebase.ts'

/** A server state of an entity: its row (null = deleted) at a version. */
export interface ServerBase {
  row: AnySyncRow | null
  version: number
}

/**
 * What to write for one entity: the local row (null = delete), its shadow (null = none), and
 * the version of the server's delete to remember (null = the server has not deleted it).
 */
export interface EntityPlan {
  table: SyncTableName
  id: string
  local: AnySyncRow | null
  shadow: ShadowRow | null
  tombstone: number | null
}

export type Freshness = 'newer' | 'same' | 'older'

/**
 * The server version the client holds for an entity. With pending actions the local row is
 * optimistic, so the shadow (the server's row) is what counts; a row the server deleted is
 * known by its tombstone.
 */
export function knownVersion(
  local: { version: number } | undefined,
  shadow: Pick<ShadowRow, 'version'> | undefined,
  tombstone?: { version: number },
): number | undefined {
  return shadow ? shadow.version : (local?.version ?? tombstone?.version)
}

/** Version guard: only a strictly newer server row may replace what we have. */
export function freshness(incoming: number, known: number | undefined): Freshness {
  if (known === undefined || incoming > known) return 'newer'
  return incoming === known ? 'same' : 'older'
}

/**
 * Server row + pending actions -> local row and shadow. The shadow exists iff actions remain.
 * A base without a row at version 0 is a row the server does not have yet (a pending create);
 * without a row at a real version, one the server deleted.
 */
export function planEntity(
  table: SyncTableName,
  id: string,
  base: ServerBase,
  pending: readonly PendingAction[],
): EntityPlan {
  const hasPending = pending.length > 0
  return {
    table,
    id,
    local: hasPending ? rebase({ table, id }, base.row, pending) : base.row,
    shadow: hasPending
      ? { key: shadowKey(table, id), table, id, row: base.row, version: base.version }
      : null,
    tombstone: base.row === null && base.version > 0 ? base.version : null,
  }
}

/** The change's row checked against its table's schema (null for tombstones and bad rows). */
export function validRow(change: Change): AnySyncRow | null {
  if (change.deleted || change.row === null) return null
  const parsed = SYNC_TABLES[change.table].safeParse(change.row)
  if (!parsed.success || parsed.data._id !== change.id) {
    console.warn(`sync: ignored an invalid ${change.table} row ${change.id}`)
    return null
  }
  return parsed.data
}
