import {
  SurveyCreatePayload,
  SurveyIdBody,
  UpdateSurveyBody,
} from '../../protocol/action-schemas.ts'
import { normalizeSurvey } from '../../protocol/rules/index.ts'
import { createAction, deleteAction, endpointRequest, updateAction } from './kinds.ts'

/** A new survey with the client's id: POST createSurvey -> Survey (the form's rules applied). */
export const createSurvey = createAction({
  type: 'survey.create',
  table: 'surveys',
  payload: SurveyCreatePayload,
  id: (p) => p._id,
  build: (p) => {
    const survey = normalizeSurvey({
      ...p,
      service_id: p.service_id ?? null,
      required: p.required ?? null,
    })
    return {
      _id: p._id,
      business_id: p.business_id,
      name: survey.name,
      description: p.description ?? { en: '' },
      whenToAsk: survey.whenToAsk,
      service_id: survey.service_id,
      required: survey.required,
      questions: survey.questions,
    }
  },
  request: endpointRequest('survey.create'),
})

/** A survey's fields: PUT updateSurvey (the form sends them all). */
export const updateSurvey = updateAction({
  type: 'survey.update',
  table: 'surveys',
  payload: UpdateSurveyBody,
  id: (p) => p._id,
  patch: ({ _id: _, ...fields }) => {
    const patch: Record<string, unknown> = { ...fields }
    for (const key of Object.keys(patch)) if (patch[key] === undefined) delete patch[key]
    return patch
  },
  request: endpointRequest('survey.update'),
})

/** DELETE deleteSurvey/{id}: the survey goes at once; its answers stay on the server. */
export const deleteSurvey = deleteAction({
  type: 'survey.delete',
  table: 'surveys',
  payload: SurveyIdBody,
  id: (p) => p.survey_id,
  request: endpointRequest('survey.delete'),
})
