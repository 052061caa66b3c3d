/** A 'YYYY-MM-DD' day in the page's language ("Mon, 30 Nov"), read on the hotel's (UTC) clock. */
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { dayStart } from '../../../sync/protocol/rules/index.ts'

export function useDayLabel(): (day: string) => string {
  const { i18n } = useLingui()
  return useCallback(
    (day: string) =>
      i18n.date(new Date(dayStart(day)), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
    [i18n],
  )
}
