import * as z from 'zod/mini'
import { Id, Versioned } from './common.ts'
import { MAX_OPTIONS, QUESTION_TYPES, WHEN_TO_ASK } from './rules/surveys.ts'

/** A text per language, each bounded; `en` always given (may be blank: the rules name it). */
export const surveyText = (max: number) =>
  z.object({
    en: z.string().check(z.maxLength(max)),
    srb: z.optional(z.string().check(z.maxLength(max))),
    cro: z.optional(z.string().check(z.maxLength(max))),
  })

export const WhenToAskEnum = z.enum(WHEN_TO_ASK)
export const QuestionTypeEnum = z.enum(QUESTION_TYPES)

export const SurveyQuestion = z.object({
  /** The question's id, made by the form; answers name it. */
  _id: Id,
  name: surveyText(300),
  type: QuestionTypeEnum,
  required: z._default(z.boolean(), false),
  options: z.optional(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(MAX_OPTIONS))),
})
export type SurveyQuestion = z.infer<typeof SurveyQuestion>

/** A survey (spec 001 §3): synced to staff as the `surveys` table. */
export const Survey = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  name: surveyText(200),
  description: surveyText(2000),
  whenToAsk: WhenToAskEnum,
  service_id: z.nullable(Id),
  required: z.nullable(z.boolean()),
  questions: z.array(SurveyQuestion),
})
export type Survey = z.infer<typeof Survey>
