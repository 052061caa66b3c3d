import { PULL_PATH, SYNC_TABLE_NAMES } from './protocol/rules/index.ts'
import { PullPage } from './protocol/engine-schemas.ts'
import type { SyncTableName } from './protocol/index.ts'
import type { LocalDb } from './db.ts'
import type { HttpClient } from './transport/http.ts'
import { applyScope, applyServerChanges, pruneEngineTables } from './apply.ts'
import { readState, STATE } from './state.ts'
import { withActionsLoaded } from './outbox/actions/index.ts'

export const PULL_LIMIT = 2000

/**
 * The server never pulls finished order history last changed more than 48 hours ago. A copy whose
 * last pull is older than this could miss such a change, so it is dropped and pulled again from 0.
 */
export const STALE_COPY_MS = 40 * 3600_000

export function isStaleCopy(lastPulledAt: string | undefined, now: number): boolean {
  return lastPulledAt !== undefined && now - new Date(lastPulledAt).getTime() > STALE_COPY_MS
}

export type PullResult =
  | { kind: 'ok'; pages: number; lastPulledAt: string }
  | { kind: 'network' }
  /** 401 after refresh-once: the session is over. */
  | { kind: 'unauthorized' }
  | { kind: 'error'; status: number; message: string }

export interface PullContext {
  db: LocalDb
  http: HttpClient
  accountId: string | null
  limit?: number
  /** Checked between pages: false stops (engine stopping, account changed). */
  shouldContinue?: () => boolean
}

type PageStep = 'more' | 'done' | 'restart'

/**
 * Pulls every change after the stored cursor, page by page. Each page is written in ONE
 * transaction together with its cursor, so a crash between pages resumes from the last page
 * that committed, and the cursor never runs ahead of the data.
 */
export async function pullChanges(ctx: PullContext): Promise<PullResult> {
  const { db, http } = ctx
  const limit = ctx.limit ?? PULL_LIMIT
  let pages = 0
  let restarts = 0
  await db.transaction('rw', [...applyScope(db), db.syncState], async () => {
    if (isStaleCopy(await readState<string>(db, STATE.lastPulledAt), Date.now())) {
      await dropLocalCopy(db, await readState<string>(db, STATE.scope))
    }
    await pruneEngineTables(db, Date.now())
  })
  // A page is asked for, then read and checked as soon as it arrives: the next page's check runs
  // while this one's IndexedDB transaction commits (the main thread would wait idle meanwhile).
  const fetchPage = (cursor: number): Promise<PageAnswer> =>
    http
      .send({ method: 'GET', path: PULL_PATH, searchParams: { cursor, limit } })
      .then((outcome) => checkedPage(outcome, db))
  // The next page is asked for while this one is written; used only if the cursor agrees.
  let prefetched: { cursor: number; answer: Promise<PageAnswer> } | null = null
  for (;;) {
    if (ctx.shouldContinue && !ctx.shouldContinue()) return { kind: 'network' }
    const cursor = (await readState<number>(db, STATE.cursor)) ?? 0
    const answer: PageAnswer = await (prefetched?.cursor === cursor
      ? prefetched.answer
      : fetchPage(cursor))
    prefetched = null
    if (answer.kind !== 'page') return answer
    const page: PullPage = answer.page
    if (page.more) prefetched = { cursor: page.cursor, answer: fetchPage(page.cursor) }
    const now = new Date().toISOString()
    const step = await withActionsLoaded(() =>
      db.transaction('rw', [...applyScope(db), db.syncState], async () =>
        writePage(ctx, cursor, page, now),
      ),
    )
    pages += 1
    if (step === 'restart' && ++restarts > 3) {
      return { kind: 'error', status: 0, message: 'pull scope keeps changing' }
    }
    if (step === 'done') return { kind: 'ok', pages, lastPulledAt: now }
  }
}

type PageAnswer = { kind: 'page'; page: PullPage } | Exclude<PullResult, { kind: 'ok' }>

/** A pull page's answer read and checked, or why there is none. */
function checkedPage(outcome: Awaited<ReturnType<HttpClient['send']>>, db: LocalDb): PageAnswer {
  if (outcome.kind === 'network') return { kind: 'network' }
  if (outcome.status === 401) return { kind: 'unauthorized' }
  if (!outcome.ok) return { kind: 'error', status: outcome.status, message: outcome.text }
  const page = PullPage.safeParse(withKnownTables(outcome.body, db))
  if (!page.success) return { kind: 'error', status: outcome.status, message: 'invalid pull page' }
  return { kind: 'page', page: page.data }
}

/**
 * Drops changes of tables this app version has no store for (a newer server syncs more tables):
 * they would fail the page's validation and stall the pull. The cursor still moves past them;
 * the version that adds the table pulls from 0 (its scope or schema upgrade resets the cursor).
 */
export function withKnownTables(body: unknown, db: LocalDb): unknown {
  if (typeof body !== 'object' || body === null) return body
  const changes = (body as { changes?: unknown }).changes
  if (!Array.isArray(changes)) return body
  const known = new Set(db.tables.map((t) => t.name))
  const kept = changes.filter(
    (c: unknown) =>
      typeof c === 'object' &&
      c !== null &&
      SYNC_TABLE_NAMES.includes((c as { table: SyncTableName }).table) &&
      known.has((c as { table: string }).table),
  )
  return { ...body, changes: kept }
}

async function writePage(
  ctx: PullContext,
  askedFrom: number,
  page: PullPage,
  now: string,
): Promise<PageStep> {
  const { db } = ctx
  const storedCursor = (await readState<number>(db, STATE.cursor)) ?? 0
  // Another tab pulled meanwhile: this page may be behind; ask again from the new cursor.
  if (storedCursor !== askedFrom) return 'more'
  const storedScope = await readState<string>(db, STATE.scope)
  if (storedScope !== undefined && storedScope !== page.scope) {
    // What this session may read changed (permissions, business): drop the copy and start
    // over. The outbox stays; its actions are re-applied when their rows come back.
    await dropLocalCopy(db, page.scope)
    return 'restart'
  }
  await applyServerChanges(db, ctx.accountId, page.changes, {
    historyPage: { key: `page:${page.cursor}`, at: now },
  })
  await db.syncState.bulkPut([
    { key: STATE.cursor, value: Math.max(storedCursor, page.cursor) },
    { key: STATE.scope, value: page.scope },
    { key: STATE.lastPulledAt, value: now },
  ])
  return page.more ? 'more' : 'done'
}

/** Clears the synced tables (never the outbox) and starts the cursor again from 0. */
async function dropLocalCopy(db: LocalDb, scope: string | undefined): Promise<void> {
  await Promise.all([...db.syncTables(), ...db.engineTables()].map((t) => t.clear()))
  await db.syncState.bulkPut([
    { key: STATE.cursor, value: 0 },
    ...(scope !== undefined ? [{ key: STATE.scope, value: scope }] : []),
  ])
  await db.syncState.delete(STATE.lastPulledAt)
}
