import { Trans, useLingui } from '@lingui/react/macro'
import type { OutboxRow } from '../../../sync/index.ts'
import { intlLocales, parseLocale } from '../locale.ts'
import {
  describeAction,
  describeNow,
  describeReason,
  type DescribeContext,
} from './describe/index.ts'
import { timeFormat } from '../../lib/dates.ts'
import { hotelZone } from '../../lib/hotel-zone.ts'

interface FailedActionItemProps {
  row: OutboxRow
  ctx: DescribeContext
  onDismiss: () => void
}

/** One refused action: what it was, why the server refused it, what the server row is now. */
export function FailedActionItem({ row, ctx, onDismiss }: FailedActionItemProps) {
  const { i18n } = useLingui()
  const { what, on } = describeAction(row, ctx)
  // The family's own words for the refusal (a table already booked, a guest checked in …), as
  // the toast had them.
  const why = describeReason(row, ctx)
  const now = describeNow(row, ctx)
  const when = timeFormat(
    intlLocales(parseLocale(i18n.locale)),
    {
      day: 'numeric',
      month: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    },
    hotelZone(),
  ).format(new Date(row.createdAt))
  const whyId = `why-${row.id}`

  return (
    <li className="failure" data-outbox-id={row.id}>
      <p className="failure__what">
        <strong>{what}</strong>
        <span className="failure__meta">
          {on ? `${on} · ` : ''}
          <time dateTime={row.createdAt}>{when}</time>
        </span>
      </p>
      <p className="failure__why" id={whyId}>
        {why}
      </p>
      {now ? <p className="failure__status">{now}</p> : null}
      <div className="failure__actions">
        <button
          type="button"
          className="btn btn-small"
          aria-describedby={whyId}
          data-dismiss
          onClick={onDismiss}
        >
          <Trans>Dismiss</Trans>
        </button>
      </div>
    </li>
  )
}
