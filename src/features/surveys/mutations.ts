import { engine } from '../../app/staff/engine.ts'
import type { Survey } from '../../../sync/protocol/index.ts'
import type { SurveyFields } from './survey-draft.ts'

/** A new survey or every field of an edited one: through the outbox (offline too). */
export async function saveSurvey(
  businessId: string,
  fields: SurveyFields,
  existing: Survey | null,
): Promise<void> {
  if (existing) {
    await engine.enqueue('survey.update', { _id: existing._id, ...fields })
    return
  }
  await engine.enqueue('survey.create', {
    _id: crypto.randomUUID(),
    business_id: businessId,
    ...fields,
  })
}

export async function deleteSurvey(surveyId: string): Promise<void> {
  await engine.enqueue('survey.delete', { survey_id: surveyId })
}
