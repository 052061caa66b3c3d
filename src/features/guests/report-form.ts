import {
  REPORT_MAX_DAYS,
  missingReportField,
  readableOrderServiceIds,
  type ReportDataType,
  type ReportType,
} from '../../../sync/protocol/rules/index.ts'
import type { GuestReportBody, Language, Me, Service } from '../../../sync/protocol/index.ts'

/** The report popup's fields; '' is not chosen yet. */
export interface ReportForm {
  type: ReportType | ''
  dataType: ReportDataType | ''
  service_id: string
  business_id: string
  startDate: string
  endDate: string
}

export const emptyReportForm = (businessId: string | null): ReportForm => ({
  type: '',
  dataType: '',
  service_id: '',
  business_id: businessId ?? '',
  startDate: '',
  endDate: '',
})

/** The service types a report is made of (as the analytics: spec section 9). */
const REPORT_SERVICE_TYPES = ['restaurant', 'pool', 'roomservice', 'amenities', 'spa']

/** The services the staff member may make a report of: their orders or reservations are theirs to read. */
export function reportServices<T extends Pick<Service, '_id' | 'type' | 'options'>>(
  services: readonly T[],
  me: Pick<Me, 'permissions'>,
): T[] {
  const orders = readableOrderServiceIds(me.permissions, services)
  return services.filter(
    (s) =>
      REPORT_SERVICE_TYPES.includes(s.type) &&
      (orders.has(s._id) || me.permissions[s._id]?.reservationsRead === true),
  )
}

export type ReportProblem =
  NonNullable<ReturnType<typeof missingReportField>> | 'endBeforeStart' | 'tooLong'

const DAY = 86_400_000

/**
 * Why the report cannot be asked for yet: the first field not set (spec section 5: type, data
 * type, service, business and both dates), an end before the start, or a period longer than the
 * server makes (REPORT_MAX_DAYS). null: ready.
 */
export function reportProblem(form: ReportForm): ReportProblem | null {
  const missing = missingReportField(form)
  if (missing) return missing
  const days = (Date.parse(form.endDate) - Date.parse(form.startDate)) / DAY + 1
  if (days < 1) return 'endBeforeStart'
  if (days > REPORT_MAX_DAYS) return 'tooLong'
  return null
}

/** The request body, or null while the form has a problem. */
export function reportBody(form: ReportForm, lang: Language): GuestReportBody | null {
  if (reportProblem(form) !== null || form.type === '' || form.dataType === '') return null
  return {
    type: form.type,
    dataType: form.dataType,
    service_id: form.service_id,
    business_id: form.business_id,
    startDate: form.startDate,
    endDate: form.endDate,
    lang,
  }
}
