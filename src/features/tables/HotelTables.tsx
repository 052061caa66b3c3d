import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useParams } from 'react-router'
import { mayReadOrders } from '../../../sync/index.ts'
import { can } from '../../../sync/protocol/rules/index.ts'
import type { DiningTable, Reservation, Service } from '../../../sync/protocol/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { formatMoney } from '../../lib/money.ts'
import { timeFormat } from '../../lib/dates.ts'
import { useNow } from '../../lib/use-now.ts'
import { deskServices } from '../reservations/board.ts'
import { LazyNewReservation } from '../reservations/new/LazyNewReservation.tsx'
import type { NewReservationStart } from '../reservations/new/NewReservation.tsx'
import { useWalkIn } from '../reservations/new/use-walk-in.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { serviceName as serviceNameIn } from '../../../sync/protocol/rules/service-names.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'
import { LazyAddOrderDialog } from './add-order/LazyAddOrderDialog.tsx'
import { BackgroundButton } from './BackgroundButton.tsx'
import type { Place } from './floor-geometry.ts'
import { FloorPlan } from './FloorPlan.tsx'
import { FloorLegend } from './FloorLegend.tsx'
import { ZoomTools } from './ZoomTools.tsx'
import { useFloorView } from './use-floor-view.ts'
import { TablePanel } from './TablePanel.tsx'
import { MovePartyDialog } from './MovePartyDialog.tsx'
import { tableStates } from './table-states.ts'
import { useTableLooks } from './use-table-looks.ts'
import { movedTables, placed, withPlace, type MoveDraft } from './move-draft.ts'
import { createTable, editTable, saveMovedTables } from './mutations.ts'
import { useFloorRows, type FloorData } from './queries.ts'
import { SaveFailed } from './SaveFailed.tsx'
import { TableFormDialog, type FormTarget } from './TableFormDialog.tsx'
import { TableList } from './TableList.tsx'
import type { TableFormValues } from './table-form.ts'
import { useBackground } from './use-background.ts'
import { useFloorColors } from './use-floor-colors.ts'
import { useNarrow, useWidth } from './use-width.ts'
import './tables.css'

const NO_DRAFT: MoveDraft = new Map()

/**
 * HotelTables /app/h/tables/{service} (desktop): the service's floor plan from IndexedDB, in view
 * mode or move mode; moved tables are saved together through the outbox, offline too. The rows
 * are one live query, started by the route's loader while this code loads.
 */
export function HotelTables() {
  const { service: param } = useParams()
  const me = useMe()
  const rows = useFloorRows(param, me.account_id)
  if (!rows) {
    return (
      <p role="status" className="tables-empty">
        <Trans>Loading the floor plan…</Trans>
      </p>
    )
  }
  const { service, data } = rows
  if (!service || !data) {
    return (
      <p className="tables-empty">
        <Trans>This business has no restaurant or pool with tables.</Trans>
      </p>
    )
  }
  const canOrder = mayReadOrders(me, rows.services, service._id)
  return (
    <TablesScreen
      key={service._id}
      service={service}
      data={data}
      currency={rows.currency}
      canOrder={canOrder}
    />
  )
}

function TablesScreen({
  service,
  data,
  currency,
  canOrder,
}: {
  service: Service
  data: FloorData
  /** The business's currency (the open orders' totals). */
  currency: string
  /** Order access to the service: tables take new orders (a click on the plan, the list). */
  canOrder: boolean
}) {
  const { t } = useLingui()
  const me = useMe()
  const narrow = useNarrow()
  const floorRef = useRef<HTMLDivElement>(null)
  const width = useWidth(floorRef)
  const colors = useFloorColors()
  const background = useBackground(service.table_background)
  const canWrite = can(me, service._id, 'itemsWrite')
  const [moving, setMoving] = useState(false)
  const { floor, view, fitted, onView, reset, onKey } = useFloorView(
    data.tables,
    width,
    background.aspect,
    moving,
  )
  const [draft, setDraft] = useState<MoveDraft>(NO_DRAFT)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [form, setForm] = useState<FormTarget | null>(null)
  const [orderTable, setOrderTable] = useState<DiningTable | null>(null)
  const [booking, setBooking] = useState<NewReservationStart | null>(null)
  const [moveParty, setMoveParty] = useState<Reservation | null>(null)
  const zone = useHotelZone()
  const { intl, locale } = useActiveLocale()
  const money = useCallback(
    (amount: number) => formatMoney(amount, currency, intl),
    [currency, intl],
  )
  const clock = useMemo(
    () => timeFormat(intl, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, zone),
    [intl, zone],
  )
  // The states and the open orders' ages, renewed every half minute.
  const now = useNow(30_000).getTime()
  const states = useMemo(
    () => tableStates(data.tables, data.orders, data.reservations, now),
    [data.tables, data.orders, data.reservations, now],
  )
  const looks = useTableLooks(data.tables, states, money, clock, now)
  const canBook = deskServices(me, [service]).length > 0 && me.business_id !== null
  const walkIn = useWalkIn(service, canBook ? me.business_id : null, zone, intl)
  const onBook = useCallback(
    (table: DiningTable) => setBooking({ serviceId: service._id, tableIds: [table._id] }),
    [service._id],
  )
  const shown = useMemo(
    () => data.tables.map((table) => placed(table, draft)),
    [data.tables, draft],
  )
  const moved = movedTables(data.tables, draft)
  const tableCount = data.tables.length
  const waitingCount = data.marks.waiting.size
  const serviceName = serviceNameIn(service, locale)
  const moveAllowed = canWrite && !narrow
  const selected = data.tables.find((x) => x._id === selectedId) ?? null

  const onPlace = useCallback(
    (id: string, place: Place) => setDraft((current) => withPlace(current, id, place)),
    [],
  )
  const onSelect = useCallback((id: string) => setSelectedId(id), [])
  // A click on a table of the plan chooses it: its panel tells what is happening there.
  const onPlanSelect = useCallback((id: string) => {
    setSelectedId(id)
    requestAnimationFrame(() =>
      document.querySelector('.table-panel')?.scrollIntoView({ block: 'nearest' }),
    )
  }, [])
  const onAddOrder = useCallback((table: DiningTable) => setOrderTable(table), [])
  const failed = (error: unknown) => {
    console.error('Floor plan action failed', error)
    showToast(t`The change could not be saved on this device.`, 'attention')
  }
  const leaveMoveMode = () => {
    setMoving(false)
    setDraft(NO_DRAFT)
    reset()
  }
  const save = () => {
    saveMovedTables(moved).then(leaveMoveMode).catch(failed)
  }
  const saveForm = (target: FormTarget, values: TableFormValues) => {
    const done =
      target.kind === 'edit' ? editTable(target.table, values) : createTable(service._id, values)
    done
      .then((id) => {
        setForm(null)
        if (typeof id === 'string') setSelectedId(id)
      })
      .catch(failed)
  }
  const openForm = useCallback((table: DiningTable) => setForm({ kind: 'edit', table }), [])

  return (
    <div className="tables-screen" data-board>
      <header className="tables-screen__header">
        <div>
          <h1 tabIndex={-1}>
            <Trans>Tables</Trans>
          </h1>
          <p className="tables-screen__service">
            {serviceName} · <Plural value={tableCount} one="# table" other="# tables" />
            {waitingCount > 0 ? (
              <>
                {' · '}
                <span className="tables-screen__waiting">
                  <Plural
                    value={waitingCount}
                    one="# table waiting to sync"
                    other="# tables waiting to sync"
                  />
                </span>
              </>
            ) : null}
          </p>
        </div>
        <div className="tables-screen__tools" role="toolbar" aria-label={t`Floor plan`}>
          {moving ? (
            <>
              <span className="tables-screen__mode" role="status">
                <Plural value={moved.length} one="# table moved" other="# tables moved" />
              </span>
              <button type="button" className="btn" onClick={leaveMoveMode}>
                <Trans>Cancel</Trans>
              </button>
              <button type="button" className="btn btn-primary" onClick={save}>
                <Trans>Save</Trans>
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="btn"
                disabled={!moveAllowed || tableCount === 0}
                onClick={() => {
                  setMoving(true)
                  reset()
                }}
              >
                <Trans>Move tables</Trans>
              </button>
              <button
                type="button"
                className="btn"
                disabled={!canWrite}
                onClick={() => setForm({ kind: 'new' })}
              >
                <Trans>New table</Trans>
              </button>
              <BackgroundButton
                businessId={me.business_id ?? ''}
                serviceId={service._id}
                disabled={!canWrite}
              />
            </>
          )}
        </div>
      </header>
      <SaveFailed refused={data.marks.refused} />
      {narrow ? (
        <p className="tables-note">
          <Trans>
            The floor plan is for wider screens: here it is shown smaller and tables cannot be
            moved. The list below still edits tables.
          </Trans>
        </p>
      ) : null}
      {!canWrite ? (
        <p className="tables-note">
          <Trans>
            You can look at this floor plan; changing it needs permission to edit items.
          </Trans>
        </p>
      ) : null}
      <div className="tables-layout">
        <div className="tables-plan">
          <div className="tables-plan__bar">
            <FloorLegend states={states} />
            <ZoomTools view={view} floor={floor} fitted={fitted} onView={onView} onFit={reset} />
          </div>
          <div
            ref={floorRef}
            className={`tables-floor${moving ? ' tables-floor--moving' : ''}`}
            role="group"
            tabIndex={0}
            aria-label={t`Floor plan of ${serviceName}`}
            aria-describedby="tables-floor-hint"
            data-testid="floor-plan"
            data-view={`${view.scale},${view.x},${view.y}`}
            onKeyDown={onKey}
          >
            {width > 0 ? (
              <FloorPlan
                floor={floor}
                tables={shown}
                background={background.image}
                colors={colors}
                moving={moving}
                selectedId={selectedId}
                waiting={data.marks.waiting}
                looks={looks}
                view={view}
                onView={onView}
                onSelect={onPlanSelect}
                onPlace={onPlace}
              />
            ) : null}
          </div>
          <p id="tables-floor-hint" className="tables-note">
            <Trans>
              The tables are listed beside the plan. On the plan, + and − zoom, 0 fits the tables
              and the arrow keys move the view.
            </Trans>
          </p>
        </div>
        <div className="tables-side">
          {selected && !moving ? (
            <TablePanel
              key={selected._id}
              table={selected}
              state={states.get(selected._id)!}
              words={looks.get(selected._id)!}
              clock={clock}
              money={money}
              onAddOrder={canOrder ? onAddOrder : null}
              onSeat={walkIn}
              onBook={canBook ? onBook : null}
              onMoveParty={canBook ? setMoveParty : null}
              onClose={() => setSelectedId(null)}
            />
          ) : null}
          <TableList
            tables={shown}
            floor={floor}
            moving={moving}
            canWrite={canWrite}
            selectedId={selectedId}
            waiting={data.marks.waiting}
            looks={looks}
            onSelect={onSelect}
            onPlace={onPlace}
            onEdit={openForm}
            onAddOrder={canOrder ? onAddOrder : null}
            onBook={canBook ? onBook : null}
            onSeat={walkIn}
          />
        </div>
      </div>
      <TableFormDialog
        target={form}
        names={data.tables}
        onClose={() => setForm(null)}
        onSave={saveForm}
      />
      <LazyNewReservation
        start={booking}
        businessId={me.business_id}
        services={[service]}
        zone={zone}
        intl={intl}
        onClose={() => setBooking(null)}
      />
      <MovePartyDialog
        party={moveParty}
        tables={data.tables}
        reservations={data.reservations}
        orders={data.orders}
        clock={clock}
        onClose={() => setMoveParty(null)}
      />
      <LazyAddOrderDialog
        table={orderTable}
        service={service}
        businessId={me.business_id ?? ''}
        onClose={() => setOrderTable(null)}
        onSent={(table) => {
          setOrderTable(null)
          const name = table.name
          showToast(t`Order for table ${name} added.`, 'info')
        }}
        onFailed={failed}
      />
    </div>
  )
}
