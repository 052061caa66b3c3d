import { describe, expect, it } from 'vitest'
import type { Survey, SurveyAnswer } from '../../../sync/protocol/surveys.ts'
import { answerStats, checkSurveyDraft, draftOfSurvey, emptySurveyDraft } from './survey-draft.ts'

const named = () => {
  const d = emptySurveyDraft('q1')
  d.name = { en: 'Stay', srb: 'Boravak', cro: 'Boravak' }
  d.questions[0]!.name.en = 'How was it?'
  return d
}

describe('the survey form draft', () => {
  it('asks the name in every language and a question', () => {
    expect(checkSurveyDraft(emptySurveyDraft('q1')).problem).toBe('name.en')
    const d = named()
    d.name.cro = ' '
    expect(checkSurveyDraft(d).problem).toBe('name.cro')
    const q = named()
    q.questions[0]!.name.en = ''
    expect(checkSurveyDraft(q).problem).toBe('questions.0.name.en')
  })

  it('clears required for ALWAYS, needs a service for BEFORE_USAGE, keeps it only there', () => {
    const always = { ...named(), required: true, service_id: 'spa' }
    expect(checkSurveyDraft(always).fields).toMatchObject({ required: null, service_id: null })
    const before = { ...named(), whenToAsk: 'BEFORE_USAGE' as const, required: true }
    expect(checkSurveyDraft(before).problem).toBe('service_id')
    expect(checkSurveyDraft({ ...before, service_id: 'spa' }).fields).toMatchObject({
      required: true,
      service_id: 'spa',
    })
  })

  it('keeps choices one per line, and round-trips a survey', () => {
    const d = named()
    d.questions[0]!.options = 'Yes\n\n No \n'
    const fields = checkSurveyDraft(d).fields!
    expect(fields.questions[0]!.options).toEqual(['Yes', 'No'])
    const survey = { _id: 's', business_id: 'b', version: 1, ...fields }
    expect(draftOfSurvey(survey).questions[0]!.options).toBe('Yes\nNo')
  })
})

describe('the answers view', () => {
  it('counts answers per question and averages the numbers', () => {
    const survey = {
      questions: [
        { _id: 'n', name: { en: 'Stars' }, type: 'NUMBER', required: true },
        { _id: 's', name: { en: 'Note' }, type: 'STRING', required: false },
      ],
    } as Pick<Survey, 'questions'>
    const a = (answers: { _id: string; answer: string }[]) => ({ answers }) as SurveyAnswer
    const stats = answerStats(survey, [
      a([{ _id: 'n', answer: '5' }]),
      a([
        { _id: 'n', answer: '4' },
        { _id: 's', answer: 'Nice' },
      ]),
      a([{ _id: 'n', answer: '3,5' }]),
    ])
    expect(stats).toEqual([
      { _id: 'n', count: 3, average: 4.17 },
      { _id: 's', count: 1, average: null },
    ])
  })
})
