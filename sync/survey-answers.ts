import { SURVEY_ANSWER_BASE } from './protocol/rules/index.ts'
import type { SurveyAnswer } from './protocol/surveys.ts'
import { createHttpClient } from './transport/http.ts'

/*
 * The surveys screen's answers view (docs/api.md, Surveys): GET getAnswersByBusinessID/{id}, read
 * online when the view opens. Answers are written by guests, never by staff devices, and only
 * the manager reads them, so they are not a synced table: offline the view says so.
 */

export type SurveyAnswersResult =
  { ok: true; answers: SurveyAnswer[] } | { ok: false; status: number | null }

export async function fetchSurveyAnswers(
  businessId: string,
  surveyId: string,
  options: { baseUrl?: string; fetch?: typeof fetch } = {},
): Promise<SurveyAnswersResult> {
  const http = createHttpClient({ baseUrl: options.baseUrl, fetch: options.fetch })
  const path = `${SURVEY_ANSWER_BASE}/getAnswersByBusinessID/${encodeURIComponent(businessId)}?survey_id=${encodeURIComponent(surveyId)}`
  const outcome = await http.send({ method: 'GET', path })
  if (outcome.kind === 'response' && outcome.ok && Array.isArray(outcome.body))
    return { ok: true, answers: outcome.body as SurveyAnswer[] }
  return { ok: false, status: outcome.kind === 'response' ? outcome.status : null }
}
