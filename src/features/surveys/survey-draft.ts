/**
 * The survey form's draft and its checks (spec 001 §4 Survey form, §5): the rules of
 * sync/protocol/rules/surveys.ts applied to what the manager typed. Pure, tested beside.
 */
import type { Survey, SurveyAnswer } from '../../../sync/protocol/surveys.ts'
import {
  LANGUAGES,
  normalizeSurvey,
  surveyProblem,
  type QuestionType,
  type WhenToAsk,
} from '../../../sync/protocol/rules/index.ts'

type Texts = { en: string; srb: string; cro: string }
export interface QuestionDraft {
  _id: string
  name: Texts
  type: QuestionType
  required: boolean
  /** Choices, one per line (none: a free answer). */
  options: string
}
export interface SurveyDraft {
  name: Texts
  description: Texts
  whenToAsk: WhenToAsk
  service_id: string
  required: boolean
  questions: QuestionDraft[]
}

const texts = (t?: { en: string; srb?: string | undefined; cro?: string | undefined }): Texts => ({
  en: t?.en ?? '',
  srb: t?.srb ?? '',
  cro: t?.cro ?? '',
})

export const newQuestion = (id: string): QuestionDraft => ({
  _id: id,
  name: texts(),
  type: 'STRING',
  required: false,
  options: '',
})

export const emptySurveyDraft = (questionId: string): SurveyDraft => ({
  name: texts(),
  description: texts(),
  whenToAsk: 'ALWAYS',
  service_id: '',
  required: false,
  questions: [newQuestion(questionId)],
})

export function draftOfSurvey(s: Survey): SurveyDraft {
  return {
    name: texts(s.name),
    description: texts(s.description),
    whenToAsk: s.whenToAsk,
    service_id: s.service_id ?? '',
    required: s.required === true,
    questions: s.questions.map((q) => ({
      _id: q._id,
      name: texts(q.name),
      type: q.type,
      required: q.required,
      options: (q.options ?? []).join('\n'),
    })),
  }
}

export type SurveyFields = Pick<
  Survey,
  'name' | 'description' | 'whenToAsk' | 'service_id' | 'required' | 'questions'
>

const optional = (t: Texts) => ({
  en: t.en.trim(),
  ...(t.srb.trim() ? { srb: t.srb.trim() } : {}),
  ...(t.cro.trim() ? { cro: t.cro.trim() } : {}),
})

/** The fields to save, or the field at fault (its path as the server names it). */
export function checkSurveyDraft(
  draft: SurveyDraft,
): { fields: SurveyFields; problem: null } | { fields: null; problem: string } {
  const survey = normalizeSurvey({
    name: { en: draft.name.en.trim(), srb: draft.name.srb.trim(), cro: draft.name.cro.trim() },
    description: optional(draft.description),
    whenToAsk: draft.whenToAsk,
    service_id: draft.service_id || null,
    required: draft.required,
    questions: draft.questions.map((q) => ({
      _id: q._id,
      name: optional(q.name),
      type: q.type,
      required: q.required,
      options: q.options
        .split('\n')
        .map((o) => o.trim())
        .filter((o) => o !== ''),
    })),
  })
  const problem = surveyProblem(survey)
  if (problem) return { fields: null, problem: problem.field }
  return { fields: survey, problem: null }
}

/** The languages a name must be given in, for the form's fields. */
export const NAME_LANGUAGES = LANGUAGES

export interface QuestionStats {
  _id: string
  /** Answers that answered this question. */
  count: number
  /** NUMBER questions: the average of the answers, else null. */
  average: number | null
}

/** The answers view: per question how many answered it and, for numbers, their average. */
export function answerStats(survey: Pick<Survey, 'questions'>, answers: readonly SurveyAnswer[]) {
  return survey.questions.map((q): QuestionStats => {
    const given = answers
      .map((a) => a.answers.find((x) => x._id === q._id)?.answer.trim() ?? '')
      .filter((v) => v !== '')
    const numbers = given.map((v) => Number(v.replace(',', '.'))).filter(Number.isFinite)
    const average =
      q.type === 'NUMBER' && numbers.length > 0
        ? Math.round((numbers.reduce((a, b) => a + b, 0) / numbers.length) * 100) / 100
        : null
    return { _id: q._id, count: given.length, average }
  })
}
