import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useParams } from 'react-router'
import { can } from '../../../sync/protocol/rules/index.ts'
import type { Service, SpaRoom, SpaTreatment } from '../../../sync/protocol/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useBusiness, useServices } from '../../app/staff/shared-queries.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { formatMoney } from '../../lib/money.ts'
import { resolveService, textIn } from '../menu/menu-model.ts'
import { DeleteDialog, type DeleteAsk } from './DeleteDialog.tsx'
import { deleteRoom, deleteTreatment, saveRoom, saveTreatment } from './mutations.ts'
import { useSpaMenuMarks, useSpaMenuRows, useUpcomingAppointments } from './queries.ts'
import { RoomForm } from './RoomForm.tsx'
import { RoomCard, TreatmentCard } from './SpaMenuCards.tsx'
import { roomsOf, searchMenu, spaServices, treatmentsIn } from './spa-menu-model.ts'
import { TreatmentForm } from './TreatmentForm.tsx'
import { SpaMenuHeader } from './SpaMenuHeader.tsx'
import '../menu/menu.css'

type Panel =
  | { kind: 'none' }
  | { kind: 'treatment'; treatment: SpaTreatment | null }
  | { kind: 'room'; room: SpaRoom | null }

/** Hotelspamenu /app/h/spa_menu/{service}: the spa's rooms (categories) and treatments (items). */
export function HotelSpaMenu() {
  const { service } = useParams()
  const services = useServices()
  if (!services) {
    return (
      <p role="status">
        <Trans>Loading the treatments…</Trans>
      </p>
    )
  }
  const list = spaServices(services)
  const current = resolveService(service, list)
  if (!current) {
    return (
      <p className="menu-empty">
        <Trans>This business has no spa.</Trans>
      </p>
    )
  }
  return <SpaMenuLoader key={current._id} service={current} services={list} />
}

function SpaMenuLoader(props: { service: Service; services: readonly Service[] }) {
  const rows = useSpaMenuRows(props.service._id)
  if (!rows) {
    return (
      <p role="status">
        <Trans>Loading the treatments…</Trans>
      </p>
    )
  }
  return <SpaMenuEditor {...props} rows={rows} />
}

function SpaMenuEditor({
  service,
  services,
  rows,
}: {
  service: Service
  services: readonly Service[]
  rows: { rooms: SpaRoom[]; treatments: SpaTreatment[] }
}) {
  const { t } = useLingui()
  const me = useMe()
  const business = useBusiness()
  const { locale, intl } = useActiveLocale()
  const marks = useSpaMenuMarks(me.account_id)
  const upcoming = useUpcomingAppointments(service._id)
  const [search, setSearch] = useState('')
  const [chosenId, setChosenId] = useState<string | null>(null)
  const [panel, setPanel] = useState<Panel>({ kind: 'none' })
  const [ask, setAsk] = useState<DeleteAsk | null>(null)
  const canWrite = can(me, service._id, 'itemsWrite')
  const businessId = me.business_id ?? ''
  const money = (amount: number) => formatMoney(amount, business?.currency ?? '', intl)

  const allRooms = roomsOf(service._id, rows.rooms, locale)
  const found = searchMenu(allRooms, rows.treatments, search, locale)
  const selected = found.rooms.find((r) => r._id === chosenId) ?? found.rooms[0]
  const treatments = selected ? found.treatmentsOf(selected._id) : []
  const countIn = (roomId: string) => treatmentsIn(roomId, rows.treatments, locale).length

  const failed = (error: unknown) => {
    console.error('Spa menu action failed', error)
    showToast(t`The change could not be saved on this device.`, 'attention')
  }
  const close = () => setPanel({ kind: 'none' })

  return (
    <div
      className="menu-screen"
      data-menu-screen="spa_menu"
      data-chosen={chosenId ? 'true' : undefined}
    >
      <SpaMenuHeader
        service={service}
        services={services}
        back={chosenId ? () => setChosenId(null) : null}
        search={search}
        onSearch={setSearch}
        canWrite={canWrite}
        canAddItem={selected !== undefined}
        onNewRoom={() => setPanel({ kind: 'room', room: null })}
        onNewItem={() => setPanel({ kind: 'treatment', treatment: null })}
      />

      <div className="menu-screen__body">
        <section className="menu-screen__categories" aria-labelledby="spa-rooms">
          <h2 id="spa-rooms" className="menu-screen__heading">
            <Trans>Spa rooms</Trans>
          </h2>
          {found.rooms.length === 0 ? (
            <p className="menu-empty">
              {search.trim() ? (
                <Trans>Nothing matches this search.</Trans>
              ) : (
                <Trans>No spa rooms yet.</Trans>
              )}
            </p>
          ) : (
            <ul className="menu-list" aria-label={t`Spa rooms`}>
              {found.rooms.map((r) => (
                <li key={r._id} className="menu-list__row">
                  <RoomCard
                    room={r}
                    count={countIn(r._id)}
                    selected={r._id === selected?._id}
                    marks={marks.rooms}
                    language={locale}
                    onSelect={() => setChosenId(r._id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="menu-screen__items" aria-labelledby="spa-treatments">
          <header className="menu-screen__items-header">
            <h2 id="spa-treatments" className="menu-screen__heading">
              {selected ? textIn(selected.name, locale) : <Trans>Treatments</Trans>}
            </h2>
            {selected && canWrite && (
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setPanel({ kind: 'room', room: selected })}
              >
                <Trans>Edit category</Trans>
              </button>
            )}
          </header>
          {treatments.length === 0 ? (
            <p className="menu-empty">
              <Trans>No treatments in this room yet.</Trans>
            </p>
          ) : (
            <ul className="menu-list" aria-label={t`Treatments`}>
              {treatments.map((tr) => (
                <li key={tr._id} className="menu-list__row">
                  <TreatmentCard
                    treatment={tr}
                    marks={marks.treatments}
                    language={locale}
                    price={money(tr.price)}
                    canWrite={canWrite}
                    onOpen={() => setPanel({ kind: 'treatment', treatment: tr })}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {panel.kind !== 'none' && (
        <aside className="menu-panel" aria-label={t`Form`}>
          {panel.kind === 'treatment' ? (
            <TreatmentForm
              key={panel.treatment?._id ?? 'new-treatment'}
              treatment={panel.treatment}
              roomId={panel.treatment?.room_id ?? selected?._id ?? ''}
              rooms={allRooms}
              language={locale}
              onClose={close}
              onDelete={
                panel.treatment
                  ? () => {
                      const tr = panel.treatment!
                      setAsk({
                        kind: 'treatment',
                        id: tr._id,
                        name: textIn(tr.name, locale),
                        upcoming: upcoming.get(tr._id) ?? 0,
                      })
                    }
                  : null
              }
              onSave={(fields) => {
                saveTreatment(businessId, service._id, fields, panel.treatment)
                  .then(() => {
                    setChosenId(fields.room_id)
                    close()
                  })
                  .catch(failed)
              }}
            />
          ) : (
            <RoomForm
              key={panel.room?._id ?? 'new-room'}
              room={panel.room}
              onClose={close}
              onDelete={
                panel.room
                  ? () => {
                      const r = panel.room!
                      setAsk({
                        kind: 'room',
                        id: r._id,
                        name: textIn(r.name, locale),
                        treatments: countIn(r._id),
                      })
                    }
                  : null
              }
              onSave={(fields) => {
                saveRoom(businessId, service._id, fields, panel.room)
                  .then((id) => {
                    setChosenId(id)
                    close()
                  })
                  .catch(failed)
              }}
            />
          )}
        </aside>
      )}

      <DeleteDialog
        ask={ask}
        onClose={() => setAsk(null)}
        onDelete={(a) => {
          setAsk(null)
          close()
          if (a.kind === 'treatment') void deleteTreatment(a.id).catch(failed)
          else {
            setChosenId(null)
            void deleteRoom(a.id).catch(failed)
          }
        }}
      />
    </div>
  )
}
