import { LANGUAGES } from './common.ts'

/*
 * Surveys (spec 001 §3 Survey, §4 Survey form, §5 Survey rules): when a guest is asked, which
 * surveys may be required or name a service, and whether a set of answers fits the questions.
 * The server's writes, the staff form and the guest form all ask here.
 */

export const WHEN_TO_ASK = [
  'LAST_DAY',
  'BEFORE_USAGE',
  'AFTER_USAGE',
  'ALWAYS',
  'EXTERNAL',
] as const
export type WhenToAsk = (typeof WHEN_TO_ASK)[number]

export const QUESTION_TYPES = ['STRING', 'LONGTEXT', 'NUMBER', 'LINK'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]

/** The longest answer of each type (characters). */
export const ANSWER_MAX_LENGTH: Record<QuestionType, number> = {
  STRING: 200,
  LONGTEXT: 2000,
  NUMBER: 30,
  LINK: 500,
}
export const MAX_QUESTIONS = 50
export const MAX_OPTIONS = 20

/** The spec's text when a required answer is missing. */
export const FILL_REQUIRED = 'Fill in all required fields.'

/** The required choice is offered for every kind but ALWAYS and EXTERNAL. */
export const mayBeRequired = (when: WhenToAsk): boolean => when !== 'ALWAYS' && when !== 'EXTERNAL'
/** The service question is asked only for BEFORE_USAGE and AFTER_USAGE (and then answered). */
export const takesService = (when: WhenToAsk): boolean =>
  when === 'BEFORE_USAGE' || when === 'AFTER_USAGE'
/**
 * Answered without a room: EXTERNAL surveys and the always-asked ones (PublicReview), and
 * BEFORE_USAGE ones (the public's booking of that service names its answer).
 */
export const isPublicSurvey = (when: WhenToAsk): boolean =>
  when === 'EXTERNAL' || when === 'ALWAYS' || when === 'BEFORE_USAGE'

export interface SurveyText {
  en: string
  srb?: string | undefined
  cro?: string | undefined
}

export interface SurveyQuestionShape {
  _id: string
  name: SurveyText
  type: QuestionType
  required: boolean
  options?: readonly string[] | undefined
}

export interface SurveyShape {
  name: SurveyText
  whenToAsk: WhenToAsk
  service_id?: string | null | undefined
  required?: boolean | null | undefined
  questions: readonly SurveyQuestionShape[]
}

/** A problem with a field: the 400's field name and an English sentence. */
export interface FieldProblem {
  field: string
  message: string
}

/**
 * The form's rules applied (§4): `required` is true or null, and null where the kind may not be
 * required (ALWAYS clears it); `service_id` is kept only where the kind takes a service.
 */
export function normalizeSurvey<S extends SurveyShape>(
  survey: S,
): S & { required: true | null; service_id: string | null } {
  const required = mayBeRequired(survey.whenToAsk) && survey.required === true ? true : null
  const service = takesService(survey.whenToAsk) ? (survey.service_id ?? null) : null
  return { ...survey, required, service_id: service }
}

const blank = (value: string | undefined): boolean => (value ?? '').trim() === ''

/** The first problem of a survey (after normalizeSurvey), or null. */
export function surveyProblem(survey: SurveyShape): FieldProblem | null {
  for (const lang of LANGUAGES)
    if (blank(survey.name[lang]))
      return { field: `name.${lang}`, message: `name.${lang}: the name is required in ${lang}` }
  if (takesService(survey.whenToAsk) && blank(survey.service_id ?? undefined))
    return { field: 'service_id', message: `service_id: required for ${survey.whenToAsk}` }
  if (survey.questions.length === 0)
    return { field: 'questions', message: 'questions: at least one question' }
  const ids = new Set<string>()
  for (const [index, q] of survey.questions.entries()) {
    if (ids.has(q._id))
      return { field: `questions.${index}._id`, message: `questions.${index}._id: listed twice` }
    ids.add(q._id)
    if (blank(q.name.en))
      return {
        field: `questions.${index}.name.en`,
        message: `questions.${index}.name.en: the question is required`,
      }
  }
  return null
}

/** One answer: the question's id and what the guest wrote (a number as text). */
export interface AnswerShape {
  _id: string
  answer: string
}

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i

/** The problem of one answer to its question, or null (a blank answer is checked apart). */
export function answerValueProblem(q: SurveyQuestionShape, value: string): string | null {
  const text = value.trim()
  if (text.length > ANSWER_MAX_LENGTH[q.type])
    return `at most ${ANSWER_MAX_LENGTH[q.type]} characters`
  if (q.type === 'NUMBER' && !/^-?\d+([.,]\d+)?$/.test(text)) return 'must be a number'
  if (q.type === 'LINK' && !HTTP_URL.test(text))
    return 'must be a link starting with http:// or https://'
  const options = q.options ?? []
  if (options.length > 0 && q.type !== 'NUMBER' && !options.includes(text))
    return 'must be one of the choices'
  return null
}

/**
 * The first problem of a set of answers to a survey's questions, or null: every answer to a
 * question of the survey and once; a required question answered; each value as its type says.
 */
export function answersProblem(
  questions: readonly SurveyQuestionShape[],
  answers: readonly AnswerShape[],
): FieldProblem | null {
  const byId = new Map(questions.map((q) => [q._id, q]))
  const seen = new Set<string>()
  for (const [index, a] of answers.entries()) {
    const field = `answers.${index}`
    const q = byId.get(a._id)
    if (!q) return { field: `${field}._id`, message: `${field}._id: not a question of this survey` }
    if (seen.has(a._id)) return { field: `${field}._id`, message: `${field}._id: answered twice` }
    seen.add(a._id)
    if (blank(a.answer)) continue
    const problem = answerValueProblem(q, a.answer)
    if (problem) return { field: `${field}.answer`, message: `${field}.answer: ${problem}` }
  }
  for (const q of questions) {
    const given = answers.find((a) => a._id === q._id)
    if (q.required && (!given || blank(given.answer)))
      return { field: `answers.${q._id}`, message: `answers.${q._id}: ${FILL_REQUIRED}` }
  }
  return null
}

/** Moves the item at `from` one place up (-1) or down (+1); the same list at either end. */
export function moveItem<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items]
  const next = [...items]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved as T)
  return next
}

/** Moves the item at `from` to `to` (a drag). */
export function dropItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length)
    return [...items]
  const next = [...items]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved as T)
  return next
}

/** What the guest's stay has done, for the room page's surveys. */
export interface StayMoment {
  /** Today in the hotel's zone (YYYY-MM-DD). */
  today: string
  /** The stay's check-out day in the hotel's zone, or null. */
  lastDay: string | null
  /** Services the stay used (a finished or paid spa appointment, a paid order). */
  usedServiceIds: ReadonlySet<string>
  /** Surveys this stay answered already. */
  answered: ReadonlySet<string>
}

/**
 * The surveys the room page asks now (spec 001 §2): LAST_DAY on the stay's last day, ALWAYS,
 * AFTER_USAGE once the service was used; never one answered. BEFORE_USAGE is asked by the
 * booking of its service (`surveyBeforeUsage`), EXTERNAL only on the public review page.
 */
export function surveysDue<
  S extends { _id: string; whenToAsk: WhenToAsk; service_id: string | null },
>(surveys: readonly S[], moment: StayMoment): S[] {
  return surveys.filter((s) => {
    if (moment.answered.has(s._id)) return false
    if (s.whenToAsk === 'ALWAYS') return true
    if (s.whenToAsk === 'LAST_DAY') return moment.lastDay !== null && moment.today >= moment.lastDay
    if (s.whenToAsk === 'AFTER_USAGE')
      return s.service_id !== null && moment.usedServiceIds.has(s.service_id)
    return false
  })
}

/** The surveys to answer before using a service (booking it): its BEFORE_USAGE ones. */
export function surveysBeforeUsage<
  S extends { whenToAsk: WhenToAsk; service_id: string | null; required: boolean | null },
>(surveys: readonly S[], serviceId: string): S[] {
  return surveys.filter((s) => s.whenToAsk === 'BEFORE_USAGE' && s.service_id === serviceId)
}

export const SURVEY_BASE = '/api/v2/business/surveys'
export const SURVEY_ANSWER_BASE = '/api/v2/business/surveys/answers'
/** isSurveyAnsweredByStay's base, as the spec spells it (no v2). */
export const OLD_SURVEY_ANSWER_BASE = '/api/business/surveys/answers'
