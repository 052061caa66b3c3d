import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { db, recentHistoryOrders } from '../../../sync/index.ts'
import { useBusiness } from '../../app/staff/shared-queries.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { formatMoney } from '../../lib/money.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { shiftEarnings } from './shift-earnings.ts'
import { readShiftTime, shiftTimeCookie } from './shift-time.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'

interface ShiftEndDialogProps {
  onClose: () => void
}

/**
 * The shift-end alert (spec 000 §8): what was paid since the shift started (the `shiftTime`
 * cookie), from this device's orders, so it works offline. First asked (a click by mistake must
 * not restart the shift); ended, it says the spec's "Shift ended. Earnings since {date}: {sum}"
 * and the next shift starts now (the cookie, one month).
 */
export function ShiftEndDialog({ onClose }: ShiftEndDialogProps) {
  const { t, i18n } = useLingui()
  const zone = useHotelZone()
  const { intl } = useActiveLocale()
  const [now] = useState(() => new Date())
  const [since] = useState(() => readShiftTime(document.cookie) ?? now)
  const orders = useLiveQuery(() => recentHistoryOrders(db), [])
  const business = useBusiness()
  const earnings = orders ? shiftEarnings(orders, since, now) : null
  const [ended, setEnded] = useState(false)
  const date = i18n.date(since, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone })
  const sum = earnings ? formatMoney(earnings.total, business?.currency ?? '', intl) : ''

  const endShift = () => {
    document.cookie = shiftTimeCookie(now)
    setEnded(true)
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={ended ? t`Shift ended` : t`End shift`}
      actions={
        ended ? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            <Trans>OK</Trans>
          </button>
        ) : (
          <>
            <button type="button" className="btn" onClick={onClose}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!earnings}
              onClick={endShift}
            >
              <Trans>End shift</Trans>
            </button>
          </>
        )
      }
    >
      {earnings ? (
        <>
          <p
            className="shift-end__sum"
            data-total={earnings.total}
            role={ended ? 'alert' : undefined}
          >
            {ended ? (
              <Trans>
                Shift ended. Earnings since {date}: {sum}.
              </Trans>
            ) : (
              <Trans>
                Earnings since {date}: {sum}
              </Trans>
            )}
          </p>
          <p>
            <Plural value={earnings.orders} one="From # paid order." other="From # paid orders." />
          </p>
          {earnings.partial ? (
            <p role="note">
              <Trans>
                The shift began more than 48 hours ago: orders paid before then are no longer on
                this device and are not counted.
              </Trans>
            </p>
          ) : null}
        </>
      ) : (
        <p role="status">
          <Trans>Adding up…</Trans>
        </p>
      )}
    </Dialog>
  )
}
