/** A 'YYYY-MM-DD' hotel day in the page's language ("Mon, 30 Nov"), in any phone's zone. */
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { wallMidnight } from '../../../sync/protocol/rules/hotel-day.ts'

export function useDayLabel(): (day: string) => string {
  const { i18n } = useLingui()
  return useCallback(
    (day: string) =>
      i18n.date(new Date(wallMidnight(day)), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
    [i18n],
  )
}
