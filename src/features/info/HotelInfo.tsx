import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useParams } from 'react-router'
import type { Info, Offer, Service, Store } from '../../../sync/protocol/index.ts'
import {
  can,
  infoTypeOf,
  localized,
  managedOf,
  moveBy,
  moveTo,
  nextPosition,
} from '../../../sync/protocol/rules/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useBusiness, useServices } from '../../app/staff/shared-queries.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { formatMoney } from '../../lib/money.ts'
import { resolveService } from '../menu/menu-model.ts'
import type { EntryKind } from './entry-draft.ts'
import { EntryForm } from './EntryForm.tsx'
import { EntryCard } from './InfoCards.tsx'
import { INFO_TYPE_LABEL } from './labels.ts'
import { deleteEntry, reorderInfos, saveEntry, type EntryTarget } from './mutations.ts'
import { useInfoRows, type InfoRows } from './queries.ts'
import '../menu/menu.css'
import './info.css'

type Row = Info | Store | Offer
type Panel =
  | { kind: 'none' }
  | { kind: 'form'; entry: EntryKind; row: Row | null; storeId?: string }
  | { kind: 'delete'; entry: EntryKind; row: Row }

/**
 * HotelInfo /app/h/info/{service} (spec 001 §2 Info page): the service's info type (its option
 * `type`, set in the settings) decides what is managed: text blocks and an external link are
 * infos, ordered by drag or by the move buttons; a single list or map places are offers; several
 * categories are stores with their offers. From IndexedDB; every change through the outbox.
 */
export function HotelInfo() {
  const { service } = useParams()
  const services = useServices()
  if (!services) {
    return (
      <p role="status">
        <Trans>Loading the info pages…</Trans>
      </p>
    )
  }
  const list = services.filter((s) => s.type === 'info')
  const current = resolveService(service, list)
  if (!current) {
    return (
      <p className="info-empty">
        <Trans>This business has no info service.</Trans>
      </p>
    )
  }
  return <InfoLoader key={current._id} service={current} />
}

function InfoLoader({ service }: { service: Service }) {
  const me = useMe()
  const rows = useInfoRows(service._id, me.account_id)
  if (!rows) {
    return (
      <p role="status">
        <Trans>Loading the info pages…</Trans>
      </p>
    )
  }
  return <InfoEditor service={service} rows={rows} />
}

function InfoEditor({ service, rows }: { service: Service; rows: InfoRows }) {
  const { t, i18n } = useLingui()
  const { locale, intl } = useActiveLocale()
  const me = useMe()
  const business = useBusiness()
  const [panel, setPanel] = useState<Panel>({ kind: 'none' })
  const [dragged, setDragged] = useState<string | null>(null)
  const type = infoTypeOf(service)
  const typeName = type ? i18n._(INFO_TYPE_LABEL[type]) : ''
  const managed = managedOf(type)
  const readOnly = !can(me, service._id, 'itemsWrite')
  const target: EntryTarget = { businessId: me.business_id ?? '', serviceId: service._id }
  const currency = business?.currency ?? ''
  const close = () => setPanel({ kind: 'none' })
  const failed = (error: unknown) => {
    console.error('Info action failed', error)
    showToast(t`FAILURE`, 'attention')
  }
  const reorder = (infos: ReturnType<typeof moveBy>) => {
    if (infos) reorderInfos(target, infos).catch(failed)
  }

  const offerDetail = (o: Offer) =>
    [o.price !== null ? formatMoney(o.price, currency, intl) : null, o.maps_link ?? o.website]
      .filter(Boolean)
      .join(' · ')
  const offerCard = (o: Offer) => (
    <EntryCard
      key={o._id}
      id={o._id}
      name={o.name}
      detail={offerDetail(o)}
      image={o.image}
      waiting={rows.marks.offers.waiting.has(o._id)}
      refused={rows.marks.offers.refused.has(o._id)}
      readOnly={readOnly}
      onEdit={() => setPanel({ kind: 'form', entry: 'offer', row: o })}
      onDelete={() => setPanel({ kind: 'delete', entry: 'offer', row: o })}
    />
  )
  const storeIds = new Set(rows.stores.map((s) => s._id))
  const looseOffers = rows.offers.filter((o) => !o.store_id || !storeIds.has(o.store_id))

  return (
    <div className="info-screen">
      <header className="info-header">
        <div>
          <h1>{service.name}</h1>
          <p className="info-type">
            {type ? (
              <Trans>Info type: {typeName}</Trans>
            ) : (
              <Trans>
                This service has no info type yet: choose one in the service’s settings.
              </Trans>
            )}
          </p>
        </div>
        {readOnly ? (
          <p className="info-type">
            <Trans>You may read these pages; changing them needs the item rights.</Trans>
          </p>
        ) : null}
      </header>

      {managed.infos ? (
        <section className="info-section" aria-labelledby="info-infos-h">
          <div className="info-section__head">
            <h2 id="info-infos-h">
              {type === 'external' ? <Trans>Links</Trans> : <Trans>Text blocks</Trans>}
            </h2>
            {readOnly ? null : (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => setPanel({ kind: 'form', entry: 'info', row: null })}
              >
                <Trans>Add info</Trans>
              </button>
            )}
          </div>
          {rows.infos.length === 0 ? (
            <p className="info-empty">
              <Trans>No info yet.</Trans>
            </p>
          ) : (
            <ol className="info-list" aria-describedby={readOnly ? undefined : 'info-order-hint'}>
              {rows.infos.map((info, index) => (
                <EntryCard
                  key={info._id}
                  id={info._id}
                  name={info.title}
                  detail={info.link ?? excerpt(localized(info.text, locale))}
                  image={info.image}
                  waiting={rows.marks.infos.waiting.has(info._id)}
                  refused={rows.marks.infos.refused.has(info._id)}
                  readOnly={readOnly}
                  onEdit={() => setPanel({ kind: 'form', entry: 'info', row: info })}
                  onDelete={() => setPanel({ kind: 'delete', entry: 'info', row: info })}
                  move={{
                    up: index > 0 ? () => reorder(moveBy(rows.infos, info._id, -1)) : null,
                    down:
                      index < rows.infos.length - 1
                        ? () => reorder(moveBy(rows.infos, info._id, 1))
                        : null,
                    onDragStart: () => setDragged(info._id),
                    onDrop: () => {
                      if (dragged) reorder(moveTo(rows.infos, dragged, info._id))
                      setDragged(null)
                    },
                  }}
                />
              ))}
            </ol>
          )}
          {readOnly ? null : (
            <p id="info-order-hint" className="info-hint">
              <Trans>Drag an info, or use its arrow buttons, to change the order guests see.</Trans>
            </p>
          )}
        </section>
      ) : null}

      {managed.stores ? (
        <section className="info-section" aria-labelledby="info-stores-h">
          <div className="info-section__head">
            <h2 id="info-stores-h">
              <Trans>Stores</Trans>
            </h2>
            {readOnly ? null : (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => setPanel({ kind: 'form', entry: 'store', row: null })}
              >
                <Trans>Add store</Trans>
              </button>
            )}
          </div>
          {rows.stores.length === 0 ? (
            <p className="info-empty">
              <Trans>No store yet.</Trans>
            </p>
          ) : (
            <ul className="info-list">
              {rows.stores.map((store) => {
                const storeName = localized(store.name, locale)
                const offers = rows.offers.filter((o) => o.store_id === store._id)
                return (
                  <EntryCard
                    key={store._id}
                    id={store._id}
                    name={store.name}
                    detail={[store.contact, store.website].filter(Boolean).join(' · ')}
                    image={store.image}
                    waiting={rows.marks.stores.waiting.has(store._id)}
                    refused={rows.marks.stores.refused.has(store._id)}
                    readOnly={readOnly}
                    onEdit={() => setPanel({ kind: 'form', entry: 'store', row: store })}
                    onDelete={() => setPanel({ kind: 'delete', entry: 'store', row: store })}
                  >
                    <div className="info-card__offers">
                      {offers.length > 0 ? (
                        <ul className="info-list">{offers.map(offerCard)}</ul>
                      ) : null}
                      {readOnly ? null : (
                        <button
                          type="button"
                          className="btn btn-small"
                          onClick={() =>
                            setPanel({
                              kind: 'form',
                              entry: 'offer',
                              row: null,
                              storeId: store._id,
                            })
                          }
                        >
                          <Trans>Add offer</Trans>
                          <span className="visually-hidden"> {storeName}</span>
                        </button>
                      )}
                    </div>
                  </EntryCard>
                )
              })}
            </ul>
          )}
        </section>
      ) : null}

      {managed.offers && (!managed.stores || looseOffers.length > 0) ? (
        <section className="info-section" aria-labelledby="info-offers-h">
          <div className="info-section__head">
            <h2 id="info-offers-h">
              {managed.maps ? <Trans>Places</Trans> : <Trans>Offers</Trans>}
            </h2>
            {readOnly || managed.stores ? null : (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => setPanel({ kind: 'form', entry: 'offer', row: null })}
              >
                {managed.maps ? <Trans>Add place</Trans> : <Trans>Add offer</Trans>}
              </button>
            )}
          </div>
          {looseOffers.length === 0 ? (
            <p className="info-empty">
              <Trans>Nothing here yet.</Trans>
            </p>
          ) : (
            <ul className="info-list">{looseOffers.map(offerCard)}</ul>
          )}
        </section>
      ) : null}

      {panel.kind === 'form' ? (
        <EntryForm
          kind={panel.entry}
          row={panel.row}
          stores={panel.entry === 'offer' ? rows.stores : []}
          {...(panel.storeId ? { storeId: panel.storeId } : {})}
          maps={managed.maps}
          waitingPhoto={panel.row ? rows.photos.get(panel.row._id) : undefined}
          onClose={close}
          onSave={(fields, photo) => {
            const position = panel.entry === 'info' ? nextPosition(rows.infos) : undefined
            saveEntry(panel.entry, target, fields, panel.row, {
              photo,
              ...(position !== undefined ? { position } : {}),
            })
              .then(close)
              .catch(failed)
          }}
        />
      ) : null}
      {panel.kind === 'delete' ? (
        <DeleteEntry
          name={localized('title' in panel.row ? panel.row.title : panel.row.name, locale)}
          onClose={close}
          onConfirm={() => {
            deleteEntry(panel.entry, panel.row._id).then(close).catch(failed)
          }}
        />
      ) : null}
    </div>
  )
}

/** The start of a text for a card: its first 120 characters, cut at a word. */
function excerpt(text: string): string {
  if (text.length <= 120) return text
  const cut = text.slice(0, 120)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 60 ? cut.lastIndexOf(' ') : 120)}…`
}

function DeleteEntry(props: { name: string; onClose: () => void; onConfirm: () => void }) {
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
            <Trans>Delete</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>Guests no longer see it. This cannot be undone.</Trans>
      </p>
    </Dialog>
  )
}
