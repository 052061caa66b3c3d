import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useParams } from 'react-router'
import type { Promotion } from '../../../sync/protocol/index.ts'
import { promotionTarget } from '../../../sync/protocol/rules/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useServices } from '../../app/staff/shared-queries.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { resolveFilter } from '../orders/board.ts'
import { ServiceFilter } from '../orders/ServiceFilter.tsx'
import { promotionsFor } from './service-filter.ts'
import { DatedCard, DatedScreen } from './DatedScreen.tsx'
import { deletePromotion, savePromotion } from './mutations.ts'
import { PromotionForm } from './PromotionForm.tsx'
import { usePromotions } from './queries.ts'
import { useDates } from './use-dates.ts'
import './promotions.css'

type Open =
  | { kind: 'none' }
  | { kind: 'form'; promotion: Promotion | null }
  | { kind: 'delete'; promotion: Promotion }

/**
 * HotelPromo /app/h/promotions/{service} (spec 001 §2 Promotions, manager only): the current and
 * future promotions, the past ones to expand, a slide-in form (create, update, delete with
 * confirmation). `{service}` is the Manage section's (the sidebar's link); the list is the
 * business's. From IndexedDB; every change through the outbox, offline too.
 */
export function HotelPromo() {
  const { t } = useLingui()
  const me = useMe()
  const services = useServices()
  const data = usePromotions(me.account_id)
  const { today, span } = useDates()
  const [open, setOpen] = useState<Open>({ kind: 'none' })
  const [wanted, setWanted] = useState(useParams().service)
  const targets = useMemo(
    () => (services ?? []).filter((s) => promotionTarget(s) !== null),
    [services],
  )
  const names = useMemo(() => new Map((services ?? []).map((s) => [s._id, s.name])), [services])

  if (!me.manager && me.role !== 'business') {
    return (
      <p className="promo-empty">
        <Trans>Only the owner or a manager manages the promotions.</Trans>
      </p>
    )
  }
  if (!data || !services) {
    return (
      <p role="status" className="promo-empty">
        <Trans>Loading the promotions…</Trans>
      </p>
    )
  }
  const filter = resolveFilter(wanted, targets)
  const businessId = me.business_id ?? ''
  const close = () => setOpen({ kind: 'none' })
  const failed = (error: unknown) => {
    console.error('Promotion action failed', error)
    showToast(t`FAIL.`, 'attention')
  }
  return (
    <>
      <DatedScreen
        title={<Trans>Promotions</Trans>}
        newLabel={<Trans>New promotion</Trans>}
        rows={promotionsFor(data.rows, filter)}
        filter={<ServiceFilter services={targets} value={filter} onChange={setWanted} />}
        today={today}
        onNew={() => setOpen({ kind: 'form', promotion: null })}
        empty={<Trans>No promotion is running or planned.</Trans>}
        card={(promotion) => (
          <DatedCard
            key={promotion._id}
            id={promotion._id}
            name={promotion.name}
            image={promotion.image}
            lines={[
              span(promotion),
              promotion.type === 'service'
                ? (names.get(promotion.link) ?? promotion.link)
                : promotion.link,
            ]}
            waiting={data.marks.waiting.has(promotion._id)}
            refused={data.marks.refused.has(promotion._id)}
            onEdit={() => setOpen({ kind: 'form', promotion })}
            onDelete={() => setOpen({ kind: 'delete', promotion })}
          />
        )}
      />
      {open.kind === 'form' ? (
        <PromotionForm
          promotion={open.promotion}
          today={today}
          services={targets}
          onClose={close}
          onDelete={
            open.promotion ? () => setOpen({ kind: 'delete', promotion: open.promotion! }) : null
          }
          onSave={(fields, picture) => {
            savePromotion(businessId, fields, open.promotion, picture).then(close).catch(failed)
          }}
        />
      ) : null}
      {open.kind === 'delete' ? (
        <ConfirmDelete
          name={open.promotion.name}
          onClose={close}
          onConfirm={() => {
            deletePromotion(businessId, open.promotion._id).then(close).catch(failed)
          }}
        />
      ) : null}
    </>
  )
}

/** Spec 001 §4: deleting a promotion asks first. */
function ConfirmDelete(props: { name: string; onClose: () => void; onConfirm: () => void }) {
  const { t } = useLingui()
  const name = props.name
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={t`Delete ${name}?`}
      actions={
        <>
          <button type="button" className="btn" onClick={props.onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="btn btn-danger" onClick={props.onConfirm}>
            <Trans>Delete promotion</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>Guests no longer see it on their room page.</Trans>
      </p>
    </Dialog>
  )
}
