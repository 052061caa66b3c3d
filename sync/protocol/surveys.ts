import * as z from 'zod/mini'
import { ClientId, Id } from './common.ts'
import { MAX_QUESTIONS } from './rules/surveys.ts'
import { SurveyQuestion, WhenToAskEnum, surveyText as text } from './surveys-rows.ts'

export * from './rules/surveys.ts'
export * from './surveys-rows.ts'

const SurveyFields = {
  name: text(200),
  description: z.optional(text(2000)),
  whenToAsk: WhenToAskEnum,
  service_id: z.optional(z.nullable(Id)),
  required: z.optional(z.nullable(z.boolean())),
  questions: z.array(SurveyQuestion).check(z.maxLength(MAX_QUESTIONS)),
}

/** createSurvey: `_id` is the client's own (optional); the rules of normalizeSurvey apply. */
export const CreateSurveyBody = z.object({
  _id: z.optional(ClientId),
  business_id: Id,
  ...SurveyFields,
})
export type CreateSurveyBody = z.infer<typeof CreateSurveyBody>
/** The outbox's create: the client always sends its own id. */
export const SurveyCreatePayload = z.extend(CreateSurveyBody, { _id: ClientId })
export type SurveyCreatePayload = z.infer<typeof SurveyCreatePayload>

/** updateSurvey: the id and the fields that change. */
export const UpdateSurveyBody = z.extend(z.partial(z.object(SurveyFields)), { _id: Id })
export type UpdateSurveyBody = z.infer<typeof UpdateSurveyBody>

/** survey.delete: DELETE deleteSurvey/{survey_id}. */
export const SurveyIdBody = z.object({ survey_id: Id })
export type SurveyIdBody = z.infer<typeof SurveyIdBody>

export const SurveyAnswerItem = z.object({
  _id: Id,
  answer: z.string().check(z.maxLength(2000)),
})

/** answers/createAnswer: a guest's (stay from the room session) or the public's answers. */
export const CreateAnswerBody = z.object({
  _id: z.optional(ClientId),
  survey_id: Id,
  /** Optional: a room guest's is their session's stay; another is refused. */
  stay_id: z.optional(z.nullable(Id)),
  answers: z.array(SurveyAnswerItem).check(z.maxLength(MAX_QUESTIONS)),
})
export type CreateAnswerBody = z.infer<typeof CreateAnswerBody>

/** A survey answer (spec 001 §3): null `stay_id` for a public review. */
export const SurveyAnswer = z.object({
  _id: Id,
  business_id: Id,
  survey_id: Id,
  stay_id: z.nullable(Id),
  answers: z.array(SurveyAnswerItem),
  created_at: z.string(),
})
export type SurveyAnswer = z.infer<typeof SurveyAnswer>

/** isSurveyAnsweredByStay/{surveyId}/{stayId}. */
export const SurveyAnsweredReply = z.object({ answered: z.boolean(), answer_id: z.nullable(Id) })
export type SurveyAnsweredReply = z.infer<typeof SurveyAnsweredReply>
