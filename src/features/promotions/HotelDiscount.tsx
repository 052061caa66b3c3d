import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useParams } from 'react-router'
import type { Discount } from '../../../sync/protocol/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useBusiness, useServices } from '../../app/staff/shared-queries.ts'
import { resolveFilter } from '../orders/board.ts'
import { ServiceFilter } from '../orders/ServiceFilter.tsx'
import { discountsFor } from './service-filter.ts'
import { parseLocale } from '../../app/locale.ts'
import { DatedCard, DatedScreen } from './DatedScreen.tsx'
import { DiscountForm } from './DiscountForm.tsx'
import { deleteDiscount, saveDiscount } from './mutations.ts'
import { useDiscountables, useDiscounts } from './queries.ts'
import { useDates } from './use-dates.ts'
import './promotions.css'

/**
 * HotelDiscount /app/h/discount/{service} (spec 001 §2 Discounts, manager only): the current and
 * future discounts, the past ones to expand, a slide-in form (create, update, delete). The
 * server prices orders and spa bookings with them during their days. From IndexedDB; every
 * change through the outbox, offline too.
 */
export function HotelDiscount() {
  const { t, i18n } = useLingui()
  const me = useMe()
  const business = useBusiness()
  const data = useDiscounts(me.account_id)
  const items = useDiscountables()
  const { today, span } = useDates()
  const [open, setOpen] = useState<{ discount: Discount | null } | null>(null)
  const [wanted, setWanted] = useState(useParams().service)
  const services = useServices()
  const serviceOf = useMemo(
    () =>
      new Map([...(items?.menu ?? []), ...(items?.spa ?? [])].map((i) => [i._id, i.service_id])),
    [items],
  )
  // The services that have something to discount (menus and spas).
  const owners = useMemo(() => {
    const ids = new Set(serviceOf.values())
    return (services ?? []).filter((s) => ids.has(s._id))
  }, [services, serviceOf])
  const lang = parseLocale(i18n.locale)
  const names = useMemo(() => {
    const map = new Map<string, string>()
    for (const item of [...(items?.menu ?? []), ...(items?.spa ?? [])])
      map.set(item._id, item.name[lang] || item.name.en)
    return map
  }, [items, lang])

  if (!me.manager && me.role !== 'business') {
    return (
      <p className="promo-empty">
        <Trans>Only the owner or a manager manages the discounts.</Trans>
      </p>
    )
  }
  if (!data || !items) {
    return (
      <p role="status" className="promo-empty">
        <Trans>Loading the discounts…</Trans>
      </p>
    )
  }
  const filter = resolveFilter(wanted, owners)
  const close = () => setOpen(null)
  const failed = (error: unknown) => {
    console.error('Discount action failed', error)
    showToast(t`FAIL.`, 'attention')
  }
  const remove = (discount: Discount) => {
    deleteDiscount(discount._id).then(close).catch(failed)
  }
  return (
    <>
      <DatedScreen
        title={<Trans>Discounts</Trans>}
        newLabel={<Trans>New discount</Trans>}
        rows={discountsFor(data.rows, filter, serviceOf)}
        filter={<ServiceFilter services={owners} value={filter} onChange={setWanted} />}
        today={today}
        onNew={() => setOpen({ discount: null })}
        empty={<Trans>No discount is running or planned.</Trans>}
        card={(discount) => {
          const amount = discount.amount
          return (
            <DatedCard
              key={discount._id}
              id={discount._id}
              name={discount.name}
              lines={[
                <Trans key="amount">{amount}% off</Trans>,
                span(discount),
                discount.items.map((id) => names.get(id) ?? id).join(', '),
              ]}
              waiting={data.marks.waiting.has(discount._id)}
              refused={data.marks.refused.has(discount._id)}
              onEdit={() => setOpen({ discount })}
              onDelete={() => remove(discount)}
            />
          )
        }}
      />
      {open ? (
        <DiscountForm
          discount={open.discount}
          today={today}
          items={items}
          currency={business?.currency ?? ''}
          onClose={close}
          onDelete={open.discount ? () => remove(open.discount!) : null}
          onSave={(fields) => {
            saveDiscount(me.business_id ?? '', fields, open.discount)
              .then(close)
              .catch(failed)
          }}
        />
      ) : null}
    </>
  )
}
