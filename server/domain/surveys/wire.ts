import type { Survey, SurveyAnswer } from '../../../sync/protocol/index.ts'
import type { surveyAnswers, surveys } from '../../db/schema.ts'

export type SurveyRow = typeof surveys.$inferSelect
export type SurveyAnswerRow = typeof surveyAnswers.$inferSelect

export const surveyToWire = (r: SurveyRow): Survey => ({
  _id: r.id,
  business_id: r.businessId,
  version: r.version,
  name: r.name,
  description: r.description,
  whenToAsk: r.whenToAsk,
  service_id: r.serviceId,
  required: r.required,
  questions: r.questions,
})

export const surveyAnswerToWire = (r: SurveyAnswerRow): SurveyAnswer => ({
  _id: r.id,
  business_id: r.businessId,
  survey_id: r.surveyId,
  stay_id: r.stayId,
  answers: r.answers,
  created_at: new Date(r.createdAt).toISOString(),
})
