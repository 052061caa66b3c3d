import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import {
  FILL_REQUIRED,
  answersProblem,
  isPublicSurvey,
  surveysBeforeUsage,
  surveysDue,
  todayIn,
  type CreateAnswerBody,
  type Survey,
} from '../../../sync/protocol/index.ts'
import type { Db, Tx } from '../../db/client.ts'
import { orders, spaAppointments, stays, surveyAnswers, surveys } from '../../db/schema.ts'
import { HttpError, badRequest, notFound } from '../../http/errors.ts'
import { assertIdFree, idTaken } from '../writes/client-ids.ts'
import { surveyAnswerToWire, surveyToWire } from './wire.ts'

/*
 * Survey answers (spec 001 §2, §3 Survey answer): a room guest answers with their stay (one
 * answer per stay and survey), the public (PublicReview) without one, only the surveys that are
 * public (EXTERNAL, ALWAYS). A required BEFORE_USAGE survey gates the booking of its service.
 */

/** Who answers: a room guest of the business (their stay) or the public. */
export type Answerer = { kind: 'guest'; stayId: string; businessId: string } | { kind: 'public' }

/** A live survey by id (any business), or 404. */
export async function liveSurvey(db: Db | Tx, id: string): Promise<Survey> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, id), isNull(surveys.deletedAt)))
  if (!row) throw notFound('Survey')
  return surveyToWire(row)
}

/** The live surveys of a business. */
export async function surveysOf(db: Db | Tx, businessId: string): Promise<Survey[]> {
  const rows = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.businessId, businessId), isNull(surveys.deletedAt)))
  return rows.map(surveyToWire).sort((a, b) => a.name.en.localeCompare(b.name.en))
}

export const alreadyAnswered = () =>
  new HttpError(409, 'conflict', 'This survey is already answered for this stay.', {
    field: 'survey_id',
  })

/** createAnswer: checks the answers against the questions, then stores them (400 / 409). */
export async function createAnswer(tx: Tx, body: CreateAnswerBody, who: Answerer) {
  const survey = await liveSurvey(tx, body.survey_id)
  let stayId: string | null = null
  if (who.kind === 'guest' && who.businessId === survey.business_id) {
    if (body.stay_id != null && body.stay_id !== who.stayId)
      throw badRequest('stay_id', 'stay_id: not the stay of this room session')
    stayId = who.stayId
  } else {
    if (body.stay_id != null) throw badRequest('stay_id', 'stay_id: answer from the room page')
    if (!isPublicSurvey(survey.whenToAsk)) throw notFound('Survey')
  }
  const problem = answersProblem(survey.questions, body.answers)
  if (problem) throw badRequest(problem.field, problem.message)
  const answers = body.answers
    .filter((a) => a.answer.trim() !== '')
    .map((a) => ({ _id: a._id, answer: a.answer.trim() }))
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Survey answer', id)
  if (stayId !== null) {
    const [done] = await tx
      .select({ id: surveyAnswers.id })
      .from(surveyAnswers)
      .where(and(eq(surveyAnswers.surveyId, survey._id), eq(surveyAnswers.stayId, stayId)))
    if (done) throw alreadyAnswered()
  }
  const [row] = await tx
    .insert(surveyAnswers)
    .values({ id, businessId: survey.business_id, surveyId: survey._id, stayId, answers })
    .onConflictDoNothing()
    .returning()
  if (!row) throw stayId !== null ? alreadyAnswered() : idTaken('Survey answer', id)
  return surveyAnswerToWire(row)
}

/** The stay's answer to a survey, or null. */
export async function answerOfStay(db: Db | Tx, surveyId: string, stayId: string) {
  const [row] = await db
    .select({ id: surveyAnswers.id })
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.surveyId, surveyId), eq(surveyAnswers.stayId, stayId)))
  return row?.id ?? null
}

/** The spec's refusal of a use before its required survey is answered (409 survey.required). */
export function surveyRequired(surveyId: string): HttpError {
  return new HttpError(409, 'survey.required', FILL_REQUIRED, {
    field: 'survey_answer_id',
    survey_id: surveyId,
  })
}

/**
 * The gate before using a service (a spa booking; the event-planning order may call it too):
 * every required BEFORE_USAGE survey of the service is answered, by the guest's stay or by the
 * answer the request names (`answerId`, the public's). Staff are never stopped.
 */
export async function assertSurveysAnswered(
  tx: Tx,
  use: { businessId: string; serviceId: string; stayId: string | null; answerId: string | null },
): Promise<void> {
  const required = surveysBeforeUsage(await surveysOf(tx, use.businessId), use.serviceId).filter(
    (s) => s.required === true,
  )
  for (const survey of required) {
    const byStay = use.stayId !== null ? await answerOfStay(tx, survey._id, use.stayId) : null
    if (byStay !== null) continue
    if (use.answerId !== null) {
      const [named] = await tx
        .select({ id: surveyAnswers.id })
        .from(surveyAnswers)
        .where(and(eq(surveyAnswers.id, use.answerId), eq(surveyAnswers.surveyId, survey._id)))
      if (named) continue
    }
    throw surveyRequired(survey._id)
  }
}

/** The required BEFORE_USAGE surveys of a service the stay has not answered yet. */
export async function unansweredBefore(
  db: Db,
  stayId: string,
  businessId: string,
  serviceId: string,
) {
  const required = surveysBeforeUsage(await surveysOf(db, businessId), serviceId).filter(
    (s) => s.required === true,
  )
  const open: Survey[] = []
  for (const survey of required)
    if ((await answerOfStay(db, survey._id, stayId)) === null) open.push(survey)
  return open
}

const USED_SPA = ['Finished', 'Paid'] as const

/** The surveys the guest's room page asks now (surveysDue), by the hotel's clock. */
export async function dueSurveys(
  db: Db,
  stayId: string,
  businessId: string,
  zone: string,
  now: number,
) {
  const all = await surveysOf(db, businessId)
  const [stay] = await db
    .select({ checkout: stays.checkout })
    .from(stays)
    .where(eq(stays.id, stayId))
  const answered = await db
    .select({ surveyId: surveyAnswers.surveyId })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.stayId, stayId))
  const spa = await db
    .selectDistinct({ serviceId: spaAppointments.serviceId })
    .from(spaAppointments)
    .where(and(eq(spaAppointments.stayId, stayId), inArray(spaAppointments.status, [...USED_SPA])))
  const paid = await db
    .selectDistinct({ serviceId: orders.serviceId })
    .from(orders)
    .where(and(eq(orders.stayId, stayId), eq(orders.status, 'Paid')))
  return surveysDue(all, {
    today: todayIn(zone, now),
    lastDay: stay?.checkout ?? null,
    usedServiceIds: new Set([...spa, ...paid].map((r) => r.serviceId)),
    answered: new Set(answered.map((a) => a.surveyId)),
  })
}
