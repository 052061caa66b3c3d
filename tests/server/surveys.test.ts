import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  OLD_SURVEY_ANSWER_BASE,
  PUSH_PATH,
  SPA_APPOINTMENT_BASE,
  SURVEY_ANSWER_BASE,
  SURVEY_BASE,
  type PullPage,
  type PushReply,
  type Survey,
  type SurveyAnswer,
} from '../../sync/protocol/index.ts'
import * as t from '../../server/db/schema.ts'
import { call, guest, login } from '../helpers/http.ts'
import { errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import { appointment, at, dayIn, newTreatment } from '../helpers/spa.ts'

/* Issue 18: surveys (spec 001 §2 Surveys, §3, §4 Survey form, §5, §7 Surveys). */

let hotel: ReceptionHotel
withReceptionHotel((h) => (hotel = h))

const S = SURVEY_BASE
const ALL = { en: 'Your stay', srb: 'Vaš boravak', cro: 'Vaš boravak' }
const questions = [
  { _id: 'q-stars', name: { en: 'Stars (1-5)' }, type: 'NUMBER', required: true },
  { _id: 'q-note', name: { en: 'Anything else?' }, type: 'LONGTEXT', required: false },
  { _id: 'q-link', name: { en: 'Your review link' }, type: 'LINK', required: false },
]
const surveyBody = (patch: Record<string, unknown> = {}) => ({
  _id: randomUUID(),
  business_id: hotel.businessId,
  name: ALL,
  description: { en: 'Tell us' },
  whenToAsk: 'ALWAYS',
  questions,
  ...patch,
})

async function newSurvey(patch: Record<string, unknown> = {}): Promise<Survey> {
  const reply = await hotel.desk.as('manager', 'POST', `${S}/createSurvey`, surveyBody(patch))
  expect(reply.status, reply.text).toBe(200)
  return reply.body as Survey
}

/** A fresh checked-in room and its guest's cookie. */
async function newGuest() {
  const room = await hotel.desk.newRoom()
  const stay = await hotel.desk.checkIn(room)
  return { stay, cookie: await guest(hotel.server.url, room._id, stay.password!) }
}

const answer = (cookie: string | undefined, body: Record<string, unknown>) =>
  call<SurveyAnswer>(hotel.server.url, 'POST', `${SURVEY_ANSWER_BASE}/createAnswer`, {
    ...(cookie ? { cookie } : {}),
    body,
  })

describe('survey writes', () => {
  it('applies the form rules: ALWAYS and EXTERNAL are never required, a service only for BEFORE/AFTER_USAGE', async () => {
    const always = await newSurvey({ whenToAsk: 'ALWAYS', required: true, service_id: 'x' })
    expect(always).toMatchObject({ required: null, service_id: null })
    const external = await newSurvey({ whenToAsk: 'EXTERNAL', required: true })
    expect(external.required).toBeNull()
    const spa = hotel.server.demo.services.spa._id
    const before = await newSurvey({ whenToAsk: 'BEFORE_USAGE', required: true, service_id: spa })
    expect(before).toMatchObject({ required: true, service_id: spa })
    const lastDay = await newSurvey({ whenToAsk: 'LAST_DAY', required: false, service_id: spa })
    expect(lastDay).toMatchObject({ required: null, service_id: null })
    // switching a required survey to ALWAYS clears the flag
    const changed = await hotel.desk.as('manager', 'PUT', `${S}/updateSurvey`, {
      _id: before._id,
      whenToAsk: 'ALWAYS',
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body).toMatchObject({ whenToAsk: 'ALWAYS', required: null, service_id: null })
  })

  it('400 naming the field, nothing written', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: { en: 'Stay', srb: 'Boravak' } }, 'name.cro'],
      [{ name: { en: ' ', srb: 'a', cro: 'b' } }, 'name.en'],
      [{ whenToAsk: 'AFTER_USAGE' }, 'service_id'],
      [{ whenToAsk: 'BEFORE_USAGE', service_id: 'no-such-service' }, 'service_id'],
      [{ whenToAsk: 'SOMETIMES' }, 'whenToAsk'],
      [{ questions: [] }, 'questions'],
      [{ questions: [{ ...questions[0], type: 'DATE' }] }, 'questions.0.type'],
      [{ questions: [questions[0], questions[0]] }, 'questions.1._id'],
      [{ questions: [{ ...questions[0], name: { en: '' } }] }, 'questions.0.name.en'],
    ]
    for (const [patch, field] of cases) {
      const body = surveyBody(patch)
      const reply = await hotel.desk.as('manager', 'POST', `${S}/createSurvey`, body)
      expect(reply.status, `${field}: ${reply.text}`).toBe(400)
      expect(errorOf(reply).field).toBe(field)
      const rows = await hotel.server.ctx.db
        .select()
        .from(t.surveys)
        .where(eq(t.surveys.id, body._id))
      expect(rows).toHaveLength(0)
    }
  })

  it('only a manager or the owner writes; another business’s survey is 404', async () => {
    const refused = await hotel.desk.as('waiter', 'POST', `${S}/createSurvey`, surveyBody())
    expect(refused.status).toBe(403)
    const owner = await hotel.desk.as('owner', 'POST', `${S}/createSurvey`, surveyBody())
    expect(owner.status, owner.text).toBe(200)
    const foreignBody = await hotel.desk.as(
      'manager',
      'POST',
      `${S}/createSurvey`,
      surveyBody({ business_id: hotel.other.businessId }),
    )
    expect(foreignBody.status).toBe(404)
    const theirs = await call<Survey>(hotel.server.url, 'POST', `${S}/createSurvey`, {
      cookie: await login(hotel.server.url, hotel.other.ownerUsername),
      body: surveyBody({ business_id: hotel.other.businessId }),
    })
    expect(theirs.status, theirs.text).toBe(200)
    for (const [method, path, body] of [
      ['PUT', `${S}/updateSurvey`, { _id: theirs.body._id, name: ALL }],
      ['DELETE', `${S}/deleteSurvey/${theirs.body._id}`, undefined],
    ] as const) {
      const reply = await hotel.desk.as('manager', method, path, body)
      expect(reply.status).toBe(404)
    }
    const list = await hotel.desk.as(
      'manager',
      'GET',
      `${S}/getSurveysByBusinessID/${hotel.other.businessId}`,
    )
    expect(list.status).toBe(404)
    const answers = await hotel.desk.as(
      'waiter',
      'GET',
      `${SURVEY_ANSWER_BASE}/getAnswersByBusinessID/${hotel.businessId}`,
    )
    expect(answers.status).toBe(403)
  })

  it('goes through the push (outbox), is pulled by staff, and a delete is a tombstone', async () => {
    const id = randomUUID()
    const pushed = await hotel.desk.as('manager', 'POST', PUSH_PATH, {
      actions: [{ id: randomUUID(), type: 'survey.create', payload: surveyBody({ _id: id }) }],
    })
    expect(pushed.status, pushed.text).toBe(200)
    expect((pushed.body as PushReply).results[0]?.status).toBe(200)
    const ids: string[] = []
    for (let cursor = 0, more = true; more;) {
      const pull = await hotel.desk.as(
        'waiter',
        'GET',
        `/api/v2/sync/pull?cursor=${cursor}&limit=1000`,
      )
      expect(pull.status, pull.text).toBe(200)
      const page = pull.body as PullPage
      ids.push(...page.changes.filter((c) => c.table === 'surveys').map((c) => c.id))
      ;({ cursor, more } = page)
    }
    expect(ids).toContain(id)
    const deleted = await hotel.desk.as('manager', 'DELETE', `${S}/deleteSurvey/${id}`)
    expect(deleted.status, deleted.text).toBe(200)
    const gone = await call(hotel.server.url, 'GET', `${S}/getSurveyById/${id}`)
    expect(gone.status).toBe(404)
  })
})

describe('survey answers', () => {
  it('a guest answers once per stay; answers are checked against the questions (400 naming the field)', async () => {
    const survey = await newSurvey({ whenToAsk: 'LAST_DAY' })
    const { stay, cookie } = await newGuest()
    const bad: [unknown[], string][] = [
      [[], 'answers.q-stars'],
      [[{ _id: 'q-stars', answer: '  ' }], 'answers.q-stars'],
      [[{ _id: 'q-stars', answer: 'five' }], 'answers.0.answer'],
      [
        [
          { _id: 'q-stars', answer: '5' },
          { _id: 'q-link', answer: 'ftp://x' },
        ],
        'answers.1.answer',
      ],
      [
        [
          { _id: 'q-stars', answer: '5' },
          { _id: 'q-nope', answer: 'x' },
        ],
        'answers.1._id',
      ],
      [
        [
          { _id: 'q-stars', answer: '5' },
          { _id: 'q-note', answer: 'x'.repeat(2001) },
        ],
        'answers.1.answer',
      ],
    ]
    for (const [answers, field] of bad) {
      const reply = await answer(cookie, { survey_id: survey._id, answers })
      expect(reply.status, `${field}: ${reply.text}`).toBe(400)
      expect(errorOf(reply).field).toBe(field)
    }
    const before = await call(
      hotel.server.url,
      'GET',
      `${OLD_SURVEY_ANSWER_BASE}/isSurveyAnsweredByStay/${survey._id}/${stay._id}`,
      { cookie },
    )
    expect(before.body).toEqual({ answered: false, answer_id: null })
    const ok = await answer(cookie, {
      survey_id: survey._id,
      answers: [
        { _id: 'q-stars', answer: '4' },
        { _id: 'q-link', answer: 'https://example.com/r' },
      ],
    })
    expect(ok.status, ok.text).toBe(200)
    expect(ok.body).toMatchObject({ stay_id: stay._id, survey_id: survey._id })
    const again = await answer(cookie, {
      survey_id: survey._id,
      answers: [{ _id: 'q-stars', answer: '5' }],
    })
    expect(again.status).toBe(409)
    const after = await hotel.desk.as(
      'reception',
      'GET',
      `${OLD_SURVEY_ANSWER_BASE}/isSurveyAnsweredByStay/${survey._id}/${stay._id}`,
    )
    expect(after.body).toEqual({ answered: true, answer_id: ok.body._id })
    // another stay's answer is not the guest's business
    const other = await newGuest()
    const peek = await call(
      hotel.server.url,
      'GET',
      `${OLD_SURVEY_ANSWER_BASE}/isSurveyAnsweredByStay/${survey._id}/${stay._id}`,
      { cookie: other.cookie },
    )
    expect(peek.status).toBe(404)
    const list = await hotel.desk.as(
      'manager',
      'GET',
      `${SURVEY_ANSWER_BASE}/getAnswersByBusinessID/${hotel.businessId}?survey_id=${survey._id}`,
    )
    expect(list.status).toBe(200)
    expect((list.body as SurveyAnswer[]).map((a) => a._id)).toEqual([ok.body._id])
    const one = await hotel.desk.as(
      'manager',
      'GET',
      `${SURVEY_ANSWER_BASE}/getAnswer/${ok.body._id}`,
    )
    expect(one.body).toMatchObject({
      answers: [{ answer: '4' }, { answer: 'https://example.com/r' }],
    })
  })

  it('the public answers EXTERNAL and ALWAYS surveys without a room, never a stay’s kind', async () => {
    const external = await newSurvey({ whenToAsk: 'EXTERNAL' })
    const lastDay = await newSurvey({ whenToAsk: 'LAST_DAY' })
    const page = await call<Survey>(hotel.server.url, 'GET', `${S}/getSurveyById/${external._id}`)
    expect(page.status).toBe(200)
    const ok = await answer(undefined, {
      survey_id: external._id,
      answers: [{ _id: 'q-stars', answer: '5' }],
    })
    expect(ok.status, ok.text).toBe(200)
    expect(ok.body.stay_id).toBeNull()
    const refused = await answer(undefined, {
      survey_id: lastDay._id,
      answers: [{ _id: 'q-stars', answer: '5' }],
    })
    expect(refused.status).toBe(404)
    const stayless = await call(
      hotel.server.url,
      'GET',
      `${S}/getSurveysByBusinessID/${hotel.businessId}`,
    )
    expect(stayless.status).toBe(401)
  })

  it('the room page asks ALWAYS always and LAST_DAY on the stay’s last day', async () => {
    const always = await newSurvey({ whenToAsk: 'ALWAYS' })
    const lastDay = await newSurvey({ whenToAsk: 'LAST_DAY' })
    const room = await hotel.desk.newRoom()
    const stay = await hotel.desk.checkIn(room, { checkout: dayIn(0) })
    const cookie = await guest(hotel.server.url, room._id, stay.password!)
    const later = await newGuest() // leaves in two days
    const due = async (c: string) => {
      const reply = await call<Survey[]>(hotel.server.url, 'GET', `${S}/getSurveysForStay`, {
        cookie: c,
      })
      expect(reply.status, reply.text).toBe(200)
      return reply.body.map((s) => s._id)
    }
    expect(await due(cookie)).toEqual(expect.arrayContaining([always._id, lastDay._id]))
    const notYet = await due(later.cookie)
    expect(notYet).toContain(always._id)
    expect(notYet).not.toContain(lastDay._id)
  })
})

describe('a required survey before usage gates the spa booking', () => {
  it('refuses the guest’s booking (409 survey.required) until the stay answered it; staff are not stopped', async () => {
    const spa = hotel.server.demo.services.spa._id
    const { treatment } = await newTreatment(
      hotel.server,
      hotel.desk,
      {},
      { therapist_driven: false },
    )
    const survey = await newSurvey({
      whenToAsk: 'BEFORE_USAGE',
      service_id: spa,
      required: true,
      questions: [
        { _id: 'q-health', name: { en: 'Any health issues?' }, type: 'STRING', required: true },
      ],
    })
    try {
      const { cookie } = await newGuest()
      const body = appointment(hotel.server, treatment._id, at(dayIn(2), '16:00'))
      const A = SPA_APPOINTMENT_BASE
      const refused = await call(hotel.server.url, 'POST', `${A}/reserveAppointment`, {
        cookie,
        body,
      })
      expect(refused.status, refused.text).toBe(409)
      expect(errorOf(refused)).toMatchObject({
        code: 'survey.required',
        message: 'Fill in all required fields.',
        survey_id: survey._id,
      })
      const publicRefused = await call(hotel.server.url, 'POST', `${A}/reserveAppointment`, {
        body: appointment(hotel.server, treatment._id, at(dayIn(2), '17:00')),
      })
      expect(publicRefused.status).toBe(409)
      const staff = await hotel.desk.as(
        'owner',
        'POST',
        `${A}/createSpaAppointment`,
        appointment(hotel.server, treatment._id, at(dayIn(3), '16:00')),
      )
      expect(staff.status, staff.text).toBe(200)
      const answered = await answer(cookie, {
        survey_id: survey._id,
        answers: [{ _id: 'q-health', answer: 'None' }],
      })
      expect(answered.status, answered.text).toBe(200)
      const booked = await call(hotel.server.url, 'POST', `${A}/reserveAppointment`, {
        cookie,
        body: { ...body, survey_answer_id: answered.body._id },
      })
      expect(booked.status, booked.text).toBe(200)
    } finally {
      await hotel.desk.as('manager', 'DELETE', `${S}/deleteSurvey/${survey._id}`)
    }
  })
})
