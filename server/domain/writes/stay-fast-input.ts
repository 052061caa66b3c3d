import { createHash, randomUUID } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import type { FastInputBody, FastInputReply } from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { stays } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'
import type { StaffContext } from '../permissions.ts'
import { assertReception } from '../reception-access.ts'
import { nextVersionSql } from '../versioning.ts'
import { countSkips, readFastInput, skipExistingOverlaps, type MatchedRow } from '../fast-input.ts'
import { stayNotices, stayWire } from './reception-rows.ts'
import type { ChangeNotice, StaffWrite, WriteResult } from './types.ts'

/** Rows per INSERT: one statement per block (10k single inserts are slow on PGlite). */
const INSERT_BLOCK = 1000
const GUEST_NAME_MAX = 200

/**
 * The id of the stay an import makes from one line: a uuid made from the business, the import's
 * id and the line, so the same import run again (an outbox replay whose stored answer is gone)
 * finds its stays there already instead of writing them twice.
 */
export function fastInputStayId(businessId: string, importId: string, line: number): string {
  const hex = createHash('sha256').update(`${businessId}\n${importId}\n${line}`).digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

const alreadyImported = (importId: string) =>
  new HttpError(
    409,
    'conflict',
    `Import ${importId} was done already: nothing was imported again.`,
    {
      field: '_id',
    },
  )

/** Refuses an import whose stays exist (made by this import before): nothing is written twice. */
async function assertNotImported(tx: Tx, importId: string, ids: readonly string[]): Promise<void> {
  for (let at = 0; at < ids.length; at += 5000) {
    const block = ids.slice(at, at + 5000)
    const [found] = await tx
      .select({ id: stays.id })
      .from(stays)
      .where(inArray(stays.id, block))
      .limit(1)
    if (found) throw alreadyImported(importId)
  }
}

/**
 * Fast input import: every line that passes the parse, names a room of the business and fits
 * the room's bookings becomes a booked stay (addStay's kind: not checked in, no room code until
 * check-in, the guest's name), all in the caller's transaction (one business write): a failure
 * writes nothing. Inserted in blocks, one version per row.
 */
export async function importFastInput(
  tx: Tx,
  staff: StaffContext,
  body: FastInputBody,
): Promise<WriteResult> {
  assertReception(staff)
  const importId = body._id ?? randomUUID()
  const read = await readFastInput(tx, staff.businessId, body.text, body.today)
  const idOf = (row: MatchedRow) => fastInputStayId(staff.businessId, importId, row.line)
  await assertNotImported(tx, importId, read.matched.map(idOf))
  const rows = await skipExistingOverlaps(tx, staff.businessId, read)
  const names = new Map(rows.map((r) => [r.room_id, r.room_name]))
  const changes: ChangeNotice[] = []
  for (let at = 0; at < rows.length; at += INSERT_BLOCK) {
    const block = rows.slice(at, at + INSERT_BLOCK)
    const inserted = await tx
      .insert(stays)
      .values(
        block.map((row) => ({
          id: idOf(row),
          businessId: staff.businessId,
          version: nextVersionSql(),
          roomId: row.room_id,
          password: '',
          arrival: row.checkIn,
          checkout: row.checkout,
          lang: body.lang ?? 'en',
          checkIn: null,
          guestName: row.guestName ? row.guestName.slice(0, GUEST_NAME_MAX) : null,
          guestId: null,
        })),
      )
      .onConflictDoNothing({ target: stays.id })
      .returning()
    if (inserted.length < block.length) throw alreadyImported(importId)
    for (const stay of inserted) {
      changes.push(...stayNotices(stayWire(stay, names.get(stay.roomId) ?? ''), staff.businessId))
    }
  }
  const reply: FastInputReply = {
    _id: importId,
    format: read.parsed.format,
    imported: rows.length,
    skipped: read.skipped,
    counts: countSkips(read.skipped),
  }
  return { status: 200, body: reply, changes }
}

export const fastInputWrite: StaffWrite<'stay.fastInput'> = {
  type: 'stay.fastInput',
  run: importFastInput,
}
