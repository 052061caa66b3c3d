import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import type { DiningTable, Service } from '../../../../sync/protocol/index.ts'
import { showToast } from '../../../app/notifications/toast-store.ts'
import { engine } from '../../../app/staff/engine.ts'
import { timeFormat } from '../../../lib/dates.ts'
import { HOLDING_STATUSES } from '../../../../sync/protocol/rules/index.ts'
import { freeTables, walkInPayload, type DeskData } from '../desk-booking.ts'
import { useDeskRows } from './desk-data.ts'

/**
 * "Seat now" on a free table: a walk-in booked for the current quarter hour and marked arrived,
 * two queued actions (works offline). A table a booking holds now is not seated over: the desk
 * is told until when it is reserved.
 */
export function useWalkIn(
  service: Pick<Service, '_id' | 'workingHours' | 'options'>,
  businessId: string | null,
  zone: string,
  intl: readonly string[],
): ((table: DiningTable) => void) | null {
  const { t } = useLingui()
  const rows = useDeskRows(service._id)
  const seat = useCallback(
    (table: DiningTable) => {
      if (!rows || !businessId) return
      const data: DeskData = {
        service,
        tables: rows.tables,
        reservations: rows.reservations,
        zone,
      }
      const now = Date.now()
      const name = table.name
      if (!freeTables(data, now, 1).some((f) => f.table._id === table._id)) {
        const clock = timeFormat(
          intl,
          { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
          zone,
        )
        const next = rows.reservations
          .filter(
            (r) =>
              HOLDING_STATUSES.includes(r.status) &&
              r.table_ids.includes(table._id) &&
              Date.parse(r.time) + r.length * 60_000 > now,
          )
          .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))[0]
        const from = next ? clock.format(Date.parse(next.time)) : ''
        showToast(
          next
            ? t`Table ${name} is reserved from ${from}: choose another table.`
            : t`Table ${name} is not free now.`,
          'attention',
        )
        return
      }
      const id = crypto.randomUUID()
      engine
        .enqueue('reservation.create', walkInPayload(table, data, businessId, t`Walk-in`, now, id))
        .then(() => engine.enqueue('reservation.active', { reservation_id: id }))
        .then(() => showToast(t`Table ${name}: guests seated.`))
        .catch((error: unknown) => {
          console.error('Walk-in could not be queued', error)
          showToast(t`The reservation could not be saved on this device.`, 'attention')
        })
    },
    [rows, businessId, service, zone, intl, t],
  )
  return rows && businessId ? seat : null
}
