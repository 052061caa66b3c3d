import { Trans, useLingui } from '@lingui/react/macro'
import type { OutboxRow } from '../../../sync/index.ts'
import { intlLocales, parseLocale } from '../locale.ts'
import { describeAction, type DescribeContext } from './describe/index.ts'
import { waitingReason } from './failure-reasons.ts'
import { WAITING_TEXTS } from './failure-texts.ts'
import { timeSince } from './relative-time.ts'

interface WaitingActionItemProps {
  row: OutboxRow
  ctx: DescribeContext
  now: Date
}

/** One queued action: what, on what, since when, and why it still waits. */
export function WaitingActionItem({ row, ctx, now }: WaitingActionItemProps) {
  const { i18n } = useLingui()
  const { what, on } = describeAction(row, ctx)
  const since = timeSince(row.createdAt, now, intlLocales(parseLocale(i18n.locale)))
  const reason = waitingReason(row.error)

  return (
    <li className="queued" data-outbox-id={row.id} data-state={row.state}>
      <p className="queued__what">
        <strong>{what}</strong>
        {on ? <span className="queued__on">{on}</span> : null}
      </p>
      <p className="queued__meta">
        <time dateTime={row.createdAt}>{since}</time>
        {row.state === 'sending' ? (
          <span>
            {' · '}
            <Trans>Sending…</Trans>
          </span>
        ) : null}
      </p>
      {reason && row.state !== 'sending' ? (
        <p className="queued__error">{i18n._(WAITING_TEXTS[reason])}</p>
      ) : null}
    </li>
  )
}
