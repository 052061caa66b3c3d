import {
  AddServicePayload,
  SetWorkingHoursBody,
  UpdateBusinessBody,
  UpdateServiceBody,
} from '../../protocol/action-schemas.ts'
import { mergeServiceNames, type ServiceNames } from '../../protocol/rules/service-names.ts'
import { serviceOptionsPatch } from '../../protocol/rules/settings.ts'
import { createAction, endpointRequest, updateAction } from './kinds.ts'

/*
 * The business and service settings (spec 001 §2 "Business and service edit"): each a row the
 * device changes at once and the server then confirms (or refuses: the row comes back).
 */

const defined = (fields: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) out[key] = value
  return out
}

/** PUT updateBusiness: name, e-mail, currency, time zone, languages, legal data. */
export const updateBusiness = updateAction({
  type: 'business.update',
  table: 'businesses',
  payload: UpdateBusinessBody,
  id: (p) => p.business_id ?? '',
  patch: (p) =>
    defined({
      name: p.name,
      email: p.email,
      currency: p.currency,
      time_zone: p.time_zone,
      languages: p.languages,
      legal_name: p.legal_name,
      address: p.address,
      tax_number: p.tax_number,
    }),
  request: endpointRequest('business.update'),
})

/** PUT updateService: the spec's flat fields; options merged into the row's options. */
export const updateService = updateAction({
  type: 'service.update',
  table: 'services',
  payload: UpdateServiceBody,
  id: (p) => p.service_id,
  patch: (p, row) => ({
    ...defined({
      name: p.name,
      description: p.description,
      email: p.email,
      shifts: p.shifts,
      vat_rate: p.vat_rate,
    }),
    ...(p.names ? { names: mergeServiceNames((row.names ?? {}) as ServiceNames, p.names) } : {}),
    options: { ...(row.options as object), ...serviceOptionsPatch(p).patch },
  }),
  request: endpointRequest('service.update'),
})

/** POST addService with the client's id: the service shows at once, without hours or shifts. */
export const addService = createAction({
  type: 'service.add',
  table: 'services',
  payload: AddServicePayload,
  id: (p) => p._id,
  build: (p) => ({
    _id: p._id,
    business_id: p.business_id ?? '',
    name: p.name,
    type: p.type,
    description: p.description ?? '',
    email: p.email ?? '',
    image: null,
    table_background: null,
    options: { active: true, ...p.options },
    workingHours: null,
    shifts: [],
    names: p.names ? mergeServiceNames({}, p.names) : {},
    vat_rate: p.vat_rate ?? 0,
  }),
  request: endpointRequest('service.add'),
})

/** PUT setWokringHours: the service's hours per day. */
export const setWorkingHours = updateAction({
  type: 'service.setWorkingHours',
  table: 'services',
  payload: SetWorkingHoursBody,
  id: (p) => p.service_id,
  patch: (p) => ({ workingHours: p.hours }),
  request: endpointRequest('service.setWorkingHours'),
})
