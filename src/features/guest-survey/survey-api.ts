/** The survey calls of the guest and public pages (docs/api.md, Surveys), without zod. */
import type { CreateAnswerBody, Survey, SurveyAnswer } from '../../../sync/protocol/surveys.ts'
import { SURVEY_ANSWER_BASE, SURVEY_BASE } from '../../../sync/protocol/rules/index.ts'
import { FormatError, request } from '../guest/http.ts'

const enc = encodeURIComponent

/** A live survey by id (anyone: the public review page, a booking's required survey). */
export async function getSurvey(id: string, signal?: AbortSignal): Promise<Survey> {
  const reply = await request<Survey>('GET', `${SURVEY_BASE}/getSurveyById/${enc(id)}`, {
    ...(signal ? { signal } : {}),
  })
  if (!reply || !Array.isArray(reply.questions)) throw new FormatError('getSurveyById')
  return reply
}

/**
 * The room guest's surveys to answer now: the room page's, or with a service the required
 * BEFORE_USAGE ones of that service not answered yet.
 */
export async function getSurveysForStay(
  serviceId?: string,
  signal?: AbortSignal,
): Promise<Survey[]> {
  const query = serviceId ? `?service_id=${enc(serviceId)}` : ''
  const reply = await request<Survey[]>('GET', `${SURVEY_BASE}/getSurveysForStay${query}`, {
    ...(signal ? { signal } : {}),
  })
  if (!Array.isArray(reply)) throw new FormatError('getSurveysForStay')
  return reply
}

export function createAnswer(body: CreateAnswerBody & { _id: string }): Promise<SurveyAnswer> {
  return request<SurveyAnswer>('POST', `${SURVEY_ANSWER_BASE}/createAnswer`, {
    body,
    headers: { 'Idempotency-Key': body._id },
  })
}
