import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { spaAppointments } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import { assertPermission, type StaffContext } from '../permissions.ts'
import type { SpaAppointmentRow } from './wire.ts'

/** An appointment of the staff member's business they read (reservationsRead), or 404/403. */
export async function readableAppointment(
  db: Db,
  staff: StaffContext,
  id: string,
): Promise<SpaAppointmentRow> {
  const [row] = await db
    .select()
    .from(spaAppointments)
    .where(
      and(
        eq(spaAppointments.id, id),
        eq(spaAppointments.businessId, staff.businessId),
        isNull(spaAppointments.deletedAt),
      ),
    )
  if (!row) throw notFound('Appointment')
  assertPermission(staff, row.serviceId, 'reservationsRead')
  return row
}
