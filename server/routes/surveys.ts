import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  CreateAnswerBody,
  CreateSurveyBody,
  Id,
  OLD_SURVEY_ANSWER_BASE,
  SURVEY_ANSWER_BASE,
  SURVEY_BASE,
  UpdateSurveyBody,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { surveyAnswers } from '../db/schema.ts'
import { forbidden, notFound, unauthorized } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { guestFromRequest, requireStaff } from '../auth/request-auth.ts'
import { limitedBooking } from '../auth/booking-limit.ts'
import { optionalStaff } from '../domain/reservations/access.ts'
import { zoneOfBusiness } from '../domain/business-zone.ts'
import { commitWrite } from '../domain/writes/run.ts'
import { createSurvey, deleteSurvey, updateSurvey } from '../domain/writes/surveys.ts'
import {
  answerOfStay,
  createAnswer,
  dueSurveys,
  liveSurvey,
  surveysOf,
  unansweredBefore,
  type Answerer,
} from '../domain/surveys/answers.ts'
import { surveyAnswerToWire } from '../domain/surveys/wire.ts'

const IdParams = z.object({ id: Id })
const AnsweredParams = z.object({ surveyId: Id, stayId: Id })
const AnswersQuery = z.object({ survey_id: z.optional(Id) })
const AnswersServiceQuery = z.object({ service_id: z.optional(Id) })

/** The surveys' paths (spec 001 §7 Surveys; docs/api.md, Surveys). */
export function surveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** A manager of the business (the answers are the hotel's). */
  async function requireManager(request: FastifyRequest) {
    const staff = await requireStaff(ctx, request)
    if (!staff.manager) throw forbidden('Only the owner or a manager can read survey answers.')
    return staff
  }

  /** Staff of the business or a room guest of it: its live surveys. */
  app.get(`${SURVEY_BASE}/getSurveysByBusinessID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await optionalStaff(ctx, request)
    const guest = staff ? null : await guestFromRequest(ctx, request)
    if (!staff && !guest) throw unauthorized()
    if ((staff?.businessId ?? guest?.business_id) !== id) throw notFound('Business')
    return surveysOf(ctx.db, id)
  })

  /** Anyone (the public review page): a live survey. */
  app.get(`${SURVEY_BASE}/getSurveyById/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    return liveSurvey(ctx.db, id)
  })

  /**
   * The room guest's surveys to answer now (ours: docs/api.md): the room page's (surveysDue), or
   * with `?service_id=` the required BEFORE_USAGE ones of that service the stay has not answered.
   */
  app.get(`${SURVEY_BASE}/getSurveysForStay`, async (request) => {
    const { service_id } = parse(AnswersServiceQuery, request.query, 'query')
    const guest = await guestFromRequest(ctx, request)
    if (!guest) throw unauthorized()
    if (service_id !== undefined)
      return unansweredBefore(ctx.db, guest.stay_id, guest.business_id, service_id)
    const zone = await zoneOfBusiness(ctx.db, guest.business_id)
    return dueSurveys(ctx.db, guest.stay_id, guest.business_id, zone, Date.now())
  })

  app.post(`${SURVEY_BASE}/createSurvey`, async (request) => {
    const body = parse(CreateSurveyBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => createSurvey(tx, staff, body))
  })

  app.put(`${SURVEY_BASE}/updateSurvey`, async (request) => {
    const body = parse(UpdateSurveyBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => updateSurvey(tx, staff, body))
  })

  app.delete(`${SURVEY_BASE}/deleteSurvey/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => deleteSurvey(tx, staff, id))
  })

  /** A manager: the business's answers, newest first (one survey's with `?survey_id=`). */
  app.get(`${SURVEY_ANSWER_BASE}/getAnswersByBusinessID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const query = parse(AnswersQuery, request.query, 'query')
    const staff = await requireManager(request)
    if (staff.businessId !== id) throw notFound('Business')
    const rows = await ctx.db
      .select()
      .from(surveyAnswers)
      .where(
        query.survey_id
          ? and(eq(surveyAnswers.businessId, id), eq(surveyAnswers.surveyId, query.survey_id))
          : eq(surveyAnswers.businessId, id),
      )
      .orderBy(desc(surveyAnswers.createdAt))
      .limit(5000)
    return rows.map(surveyAnswerToWire)
  })

  app.get(`${SURVEY_ANSWER_BASE}/getAnswer/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireManager(request)
    const [row] = await ctx.db
      .select()
      .from(surveyAnswers)
      .where(and(eq(surveyAnswers.id, id), eq(surveyAnswers.businessId, staff.businessId)))
    if (!row) throw notFound('Survey answer')
    return surveyAnswerToWire(row)
  })

  /**
   * A room guest's answers (their stay) or the public's (PublicReview: EXTERNAL and ALWAYS
   * surveys, limited per address like a public booking).
   */
  app.post(`${SURVEY_ANSWER_BASE}/createAnswer`, async (request) => {
    const body = parse(CreateAnswerBody, request.body, 'body')
    const guest = await guestFromRequest(ctx, request)
    const who: Answerer = guest
      ? { kind: 'guest', stayId: guest.stay_id, businessId: guest.business_id }
      : { kind: 'public' }
    return limitedBooking(
      ctx.throttles.booking,
      { kind: 'survey', isPublic: who.kind === 'public', who: { address: request.ip } },
      () => ctx.db.transaction((tx) => createAnswer(tx, body, who)),
    )
  })

  /** Staff of the business, or the guest of that stay: {answered, answer_id}. */
  app.get(`${OLD_SURVEY_ANSWER_BASE}/isSurveyAnsweredByStay/:surveyId/:stayId`, async (request) => {
    const { surveyId, stayId } = parse(AnsweredParams, request.params, 'params')
    const survey = await liveSurvey(ctx.db, surveyId)
    const staff = await optionalStaff(ctx, request)
    const guest = staff ? null : await guestFromRequest(ctx, request)
    const allowed =
      staff?.businessId === survey.business_id ||
      (guest?.business_id === survey.business_id && guest.stay_id === stayId)
    if (!staff && !guest) throw unauthorized()
    if (!allowed) throw notFound('Survey')
    const answerId = await answerOfStay(ctx.db, surveyId, stayId)
    return { answered: answerId !== null, answer_id: answerId }
  })
}
