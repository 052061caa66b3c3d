import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import {
  normalizeSurvey,
  surveyProblem,
  type CreateSurveyBody,
  type Survey,
  type UpdateSurveyBody,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { surveys } from '../../db/schema.ts'
import { badRequest, forbidden, notFound } from '../../http/errors.ts'
import type { StaffContext } from '../permissions.ts'
import { serviceOf } from '../reservations/access.ts'
import { surveyToWire } from '../surveys/wire.ts'
import { nextVersionSql } from '../versioning.ts'
import { assertIdFree } from './client-ids.ts'
import type { ChangeNotice, StaffWrite, WriteResult } from './types.ts'

/*
 * Surveys (spec 001 §2 Surveys, §4 Survey form, §5): the owner or a manager creates, edits and
 * deletes them. The form's rules are applied here whatever the client sent (normalizeSurvey):
 * ALWAYS and EXTERNAL are never required, only BEFORE_USAGE and AFTER_USAGE name a service (and
 * must), and the name is required in every language.
 */

function assertManager(staff: StaffContext): void {
  if (!staff.manager) throw forbidden('Only the owner or a manager can manage surveys.')
}

type Fields = Omit<Survey, '_id' | 'business_id' | 'version'>

/** The survey as it will be stored, checked: 400 naming the field, or the columns. */
async function checked(tx: Tx, staff: StaffContext, fields: Fields) {
  const survey = normalizeSurvey(fields)
  const problem = surveyProblem(survey)
  if (problem) throw badRequest(problem.field, problem.message)
  if (survey.service_id !== null) {
    try {
      await serviceOf(tx, staff.businessId, survey.service_id)
    } catch {
      throw badRequest('service_id', 'service_id: no such service in this business')
    }
  }
  return {
    name: survey.name,
    description: survey.description,
    whenToAsk: survey.whenToAsk,
    serviceId: survey.service_id,
    required: survey.required,
    questions: survey.questions.map((q) => ({ ...q, options: q.options ?? [] })),
  }
}

const notice = (row: Survey): ChangeNotice => ({
  change: { table: 'surveys', id: row._id, version: row.version, deleted: false, row },
  businessId: row.business_id,
  audience: 'all',
})

async function lockSurvey(tx: Tx, staff: StaffContext, id: string) {
  const [row] = await tx
    .select()
    .from(surveys)
    .where(
      and(eq(surveys.id, id), eq(surveys.businessId, staff.businessId), isNull(surveys.deletedAt)),
    )
    .for('update')
  if (!row) throw notFound('Survey')
  return row
}

export async function createSurvey(
  tx: Tx,
  staff: StaffContext,
  body: CreateSurveyBody,
): Promise<WriteResult> {
  assertManager(staff)
  if (body.business_id !== staff.businessId) throw notFound('Business')
  const columns = await checked(tx, staff, {
    name: body.name,
    description: body.description ?? { en: '' },
    whenToAsk: body.whenToAsk,
    service_id: body.service_id ?? null,
    required: body.required ?? null,
    questions: body.questions,
  })
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Survey', id)
  const [row] = await tx
    .insert(surveys)
    .values({ id, businessId: staff.businessId, version: nextVersionSql(), ...columns })
    .returning()
  const wire = surveyToWire(row!)
  return { status: 200, body: wire, changes: [notice(wire)] }
}

export async function updateSurvey(
  tx: Tx,
  staff: StaffContext,
  body: UpdateSurveyBody,
): Promise<WriteResult> {
  assertManager(staff)
  const current = surveyToWire(await lockSurvey(tx, staff, body._id))
  const columns = await checked(tx, staff, {
    name: body.name ?? current.name,
    description: body.description ?? current.description,
    whenToAsk: body.whenToAsk ?? current.whenToAsk,
    service_id: body.service_id !== undefined ? body.service_id : current.service_id,
    required: body.required !== undefined ? body.required : current.required,
    questions: body.questions ?? current.questions,
  })
  const [row] = await tx
    .update(surveys)
    .set({ ...columns, version: nextVersionSql() })
    .where(eq(surveys.id, current._id))
    .returning()
  const wire = surveyToWire(row!)
  return { status: 200, body: wire, changes: [notice(wire)] }
}

/** deleteSurvey/{id}: a tombstone; its answers stay for the records. */
export async function deleteSurvey(tx: Tx, staff: StaffContext, id: string): Promise<WriteResult> {
  assertManager(staff)
  const current = await lockSurvey(tx, staff, id)
  const [row] = await tx
    .update(surveys)
    .set({ deletedAt: sql`now()`, version: nextVersionSql() })
    .where(eq(surveys.id, current.id))
    .returning()
  return {
    status: 200,
    body: { _id: id, version: row!.version, deleted: true },
    changes: [
      {
        change: { table: 'surveys', id, version: row!.version, deleted: true, row: null },
        businessId: current.businessId,
        audience: 'all',
      },
    ],
  }
}

export const createSurveyWrite: StaffWrite<'survey.create'> = {
  type: 'survey.create',
  run: (tx, staff, payload) => createSurvey(tx, staff, payload),
}

export const updateSurveyWrite: StaffWrite<'survey.update'> = {
  type: 'survey.update',
  run: (tx, staff, payload) => updateSurvey(tx, staff, payload),
}

export const deleteSurveyWrite: StaffWrite<'survey.delete'> = {
  type: 'survey.delete',
  run: (tx, staff, payload) => deleteSurvey(tx, staff, payload.survey_id),
}
