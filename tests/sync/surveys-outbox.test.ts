import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { useHotel } from './helpers/fixture.ts'
import { isPush, pushesOf } from './helpers/push.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const serverSurvey = async (id: string) =>
  (await hotel.server.ctx.db.select().from(t.surveys).where(eq(t.surveys.id, id)))[0]
const names = { en: 'Your stay', srb: 'Vaš boravak', cro: 'Vaš boravak' }
const questions = [{ _id: 'q-1', name: { en: 'Stars' }, type: 'NUMBER' as const, required: true }]

describe('the surveys screen through the outbox', () => {
  it('offline: a new survey shows at once with the form rules applied, an edit and a delete land once, also when an answer is lost', async () => {
    const tablet = await hotel.tablet('manager')
    const businessId = hotel.server.demo.businessId
    // The seeded surveys are pulled (the synced table of Dexie version 9).
    await waitFor(async () => (await tablet.db.surveys.count()) > 0 || undefined, {
      what: 'the surveys',
    })
    tablet.link.setUp(false)
    const id = randomUUID()
    const gone = randomUUID()
    await tablet.engine.enqueue('survey.create', {
      _id: id,
      business_id: businessId,
      name: names,
      whenToAsk: 'ALWAYS',
      required: true,
      questions,
    })
    await tablet.engine.enqueue('survey.create', {
      _id: gone,
      business_id: businessId,
      name: names,
      whenToAsk: 'EXTERNAL',
      questions,
    })
    await tablet.engine.enqueue('survey.update', { _id: id, whenToAsk: 'LAST_DAY', required: true })
    await tablet.engine.enqueue('survey.delete', { survey_id: gone })
    expect(await tablet.db.surveys.get(id)).toMatchObject({ version: 0, whenToAsk: 'LAST_DAY' })
    expect(await tablet.db.surveys.get(gone)).toBeUndefined()
    expect(await serverSurvey(id)).toBeUndefined()

    tablet.net.loseAnswerOf(isPush)
    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    await tablet.engine.waitUntilSent()
    expect(await tablet.db.outbox.toArray()).toEqual([])
    expect(await serverSurvey(id)).toMatchObject({ whenToAsk: 'LAST_DAY', required: true })
    expect((await serverSurvey(gone))?.deletedAt).not.toBeNull()
    const replies = pushesOf(tablet.net).flatMap((p) => p.results)
    expect(replies.every((r) => r.status === 200)).toBe(true)
    expect(replies.some((r) => r.replayed === true)).toBe(true)
    const rows = await hotel.server.ctx.db.select().from(t.surveys).where(eq(t.surveys.id, id))
    expect(rows).toHaveLength(1)
  })

  it('a survey the server refuses (no service for BEFORE_USAGE) is taken back and marked failed', async () => {
    const tablet = await hotel.tablet('manager')
    tablet.link.setUp(false)
    const id = randomUUID()
    await tablet.engine.enqueue('survey.create', {
      _id: id,
      business_id: hotel.server.demo.businessId,
      name: names,
      whenToAsk: 'BEFORE_USAGE',
      questions,
    })
    expect(await tablet.db.surveys.get(id)).toBeDefined()
    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    const failed = await waitFor(
      async () => (await tablet.db.outbox.where('state').equals('failed').toArray())[0],
      { what: 'the refusal' },
    )
    expect(failed.error).toMatchObject({ status: 400, code: 'validation' })
    await waitFor(async () => ((await tablet.db.surveys.get(id)) ? undefined : true), {
      what: 'the survey taken back',
    })
    expect(await serverSurvey(id)).toBeUndefined()
  })
})
