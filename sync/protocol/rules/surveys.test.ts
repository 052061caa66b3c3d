import { describe, expect, it } from 'vitest'
import {
  FILL_REQUIRED,
  answersProblem,
  dropItem,
  isPublicSurvey,
  mayBeRequired,
  moveItem,
  normalizeSurvey,
  surveyProblem,
  surveysBeforeUsage,
  surveysDue,
  takesService,
  type SurveyQuestionShape,
  type SurveyShape,
  type WhenToAsk,
} from './surveys.ts'

const names = { en: 'Stay', srb: 'Boravak', cro: 'Boravak' }
const q = (patch: Partial<SurveyQuestionShape> = {}): SurveyQuestionShape => ({
  _id: 'q1',
  name: { en: 'How was it?' },
  type: 'STRING',
  required: true,
  ...patch,
})
const survey = (patch: Partial<SurveyShape> = {}): SurveyShape => ({
  name: names,
  whenToAsk: 'LAST_DAY',
  questions: [q()],
  ...patch,
})

describe('the survey form rules (spec 001 §4)', () => {
  it('offers required for every kind but ALWAYS and EXTERNAL, the service only for BEFORE/AFTER_USAGE', () => {
    const kinds: WhenToAsk[] = ['LAST_DAY', 'BEFORE_USAGE', 'AFTER_USAGE', 'ALWAYS', 'EXTERNAL']
    expect(kinds.filter(mayBeRequired)).toEqual(['LAST_DAY', 'BEFORE_USAGE', 'AFTER_USAGE'])
    expect(kinds.filter(takesService)).toEqual(['BEFORE_USAGE', 'AFTER_USAGE'])
  })

  it('for ALWAYS clears the required flag; required is true or null; a service only where asked', () => {
    expect(normalizeSurvey(survey({ whenToAsk: 'ALWAYS', required: true })).required).toBeNull()
    expect(normalizeSurvey(survey({ whenToAsk: 'EXTERNAL', required: true })).required).toBeNull()
    expect(normalizeSurvey(survey({ required: false })).required).toBeNull()
    expect(normalizeSurvey(survey({ required: true })).required).toBe(true)
    expect(normalizeSurvey(survey({ service_id: 's' })).service_id).toBeNull()
    expect(normalizeSurvey(survey({ whenToAsk: 'AFTER_USAGE', service_id: 's' })).service_id).toBe(
      's',
    )
  })

  it('needs the name in every language, a service for BEFORE/AFTER_USAGE, questions with names', () => {
    expect(surveyProblem(survey())).toBeNull()
    expect(surveyProblem(survey({ name: { en: 'Stay', srb: 'B' } }))?.field).toBe('name.cro')
    expect(surveyProblem(survey({ name: { ...names, en: '  ' } }))?.field).toBe('name.en')
    expect(surveyProblem(survey({ whenToAsk: 'BEFORE_USAGE' }))?.field).toBe('service_id')
    expect(surveyProblem(survey({ questions: [] }))?.field).toBe('questions')
    expect(surveyProblem(survey({ questions: [q(), q()] }))?.field).toBe('questions.1._id')
    expect(surveyProblem(survey({ questions: [q({ name: { en: '' } })] }))?.field).toBe(
      'questions.0.name.en',
    )
  })
})

describe('answers against the questions (spec 001 §5)', () => {
  const questions = [
    q(),
    q({ _id: 'n', type: 'NUMBER', required: false }),
    q({ _id: 'l', type: 'LINK', required: false }),
    q({ _id: 'c', required: false, options: ['Yes', 'No'] }),
  ]
  it('a missing or blank required answer is the spec’s text, naming the question', () => {
    expect(answersProblem(questions, [])).toEqual({
      field: 'answers.q1',
      message: `answers.q1: ${FILL_REQUIRED}`,
    })
    expect(answersProblem(questions, [{ _id: 'q1', answer: ' ' }])?.field).toBe('answers.q1')
    expect(answersProblem(questions, [{ _id: 'q1', answer: 'Fine' }])).toBeNull()
  })
  it('checks each type and bound; unknown or twice-answered questions are refused', () => {
    const ok = { _id: 'q1', answer: 'Fine' }
    const field = (a: { _id: string; answer: string }) => answersProblem(questions, [ok, a])?.field
    expect(field({ _id: 'n', answer: '4.5' })).toBeUndefined()
    expect(field({ _id: 'n', answer: 'four' })).toBe('answers.1.answer')
    expect(field({ _id: 'l', answer: 'https://x.example/r' })).toBeUndefined()
    expect(field({ _id: 'l', answer: 'www.x.com' })).toBe('answers.1.answer')
    expect(field({ _id: 'c', answer: 'Maybe' })).toBe('answers.1.answer')
    expect(field({ _id: 'c', answer: 'Yes' })).toBeUndefined()
    expect(field({ _id: 'zz', answer: 'x' })).toBe('answers.1._id')
    expect(field({ _id: 'q1', answer: 'x' })).toBe('answers.1._id')
    expect(field({ _id: 'n', answer: '' })).toBeUndefined()
    expect(answersProblem(questions, [{ _id: 'q1', answer: 'x'.repeat(201) }])?.field).toBe(
      'answers.0.answer',
    )
  })
})

describe('who answers without a room', () => {
  it('EXTERNAL, ALWAYS and BEFORE_USAGE; never a stay’s LAST_DAY or AFTER_USAGE', () => {
    const kinds: WhenToAsk[] = ['LAST_DAY', 'BEFORE_USAGE', 'AFTER_USAGE', 'ALWAYS', 'EXTERNAL']
    expect(kinds.filter(isPublicSurvey)).toEqual(['BEFORE_USAGE', 'ALWAYS', 'EXTERNAL'])
  })
})

describe('reordering questions (drag and keyboard)', () => {
  it('moves one place up or down, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })
  it('drops an item at another place', () => {
    expect(dropItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    expect(dropItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(dropItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'b', 'c'])
  })
})

describe('when a guest is asked (spec 001 §2)', () => {
  const s = (id: string, whenToAsk: WhenToAsk, service_id: string | null = null) => ({
    _id: id,
    whenToAsk,
    service_id,
    required: null,
  })
  const all = [
    s('last', 'LAST_DAY'),
    s('always', 'ALWAYS'),
    s('after', 'AFTER_USAGE', 'spa'),
    s('before', 'BEFORE_USAGE', 'spa'),
    s('ext', 'EXTERNAL'),
  ]
  const moment = {
    today: '2026-05-01',
    lastDay: '2026-05-03',
    usedServiceIds: new Set<string>(),
    answered: new Set<string>(),
  }
  it('ALWAYS always; LAST_DAY on the last day; AFTER_USAGE after the service; never answered ones', () => {
    const ids = (m: typeof moment) => surveysDue(all, m).map((x) => x._id)
    expect(ids(moment)).toEqual(['always'])
    expect(ids({ ...moment, today: '2026-05-03' })).toEqual(['last', 'always'])
    expect(ids({ ...moment, usedServiceIds: new Set(['spa']) })).toEqual(['always', 'after'])
    expect(ids({ ...moment, answered: new Set(['always']) })).toEqual([])
  })
  it('BEFORE_USAGE belongs to the booking of its service', () => {
    expect(surveysBeforeUsage(all, 'spa').map((x) => x._id)).toEqual(['before'])
    expect(surveysBeforeUsage(all, 'pool')).toEqual([])
  })
})
