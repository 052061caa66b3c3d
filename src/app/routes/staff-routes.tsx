import { msg } from '@lingui/core/macro'
import { Navigate, matchPath, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { i18n, loadCatalog, storedLocale, type CatalogName } from '../i18n.ts'
import { parseLocale } from '../locale.ts'
import { adminRoutes } from './admin-routes.tsx'
import { comingSoon } from './coming-soon.tsx'
import type { RouteHandle } from './route-handle.ts'
import { withRouteTexts } from './route-texts.ts'

/**
 * A route loader that starts its screen's IndexedDB read beside the screen's code (React Router
 * runs a static loader and `lazy` together), so the screen's first render has its rows
 * (src/lib/prepared-live-query.ts). It returns nothing and never fails a navigation: without a
 * session yet (a reload, before the session is read) or on an error, the screen reads as before.
 */
type Prepare = (params: LoaderFunctionArgs['params'], accountId: string) => Promise<unknown>
const preparing =
  (load: () => Promise<Prepare>) =>
  async ({ params }: LoaderFunctionArgs): Promise<null> => {
    try {
      const { useSessionStore } = await import('../staff/session-store.ts')
      const me = useSessionStore.getState().session.me
      if (me) await (await load())(params, me.account_id)
    } catch (error) {
      console.warn('A screen could not read ahead', error)
    }
    return null
  }
const spaRowsAhead = preparing(async () => {
  const { prepareSpaRows } = await import('../../features/spa/queries.ts')
  return (params, accountId) => prepareSpaRows(params.service, accountId)
})

const timelineRowsAhead = preparing(async () => {
  const { prepareTimelineRows } = await import('../../features/reservations-timeline/queries.ts')
  return (params) => prepareTimelineRows(params.service)
})
const floorRowsAhead = preparing(async () => {
  const { prepareFloorRows } = await import('../../features/tables/queries.ts')
  return (params, accountId) => prepareFloorRows(params.service, accountId)
})
const roomViewsAhead = preparing(async () => {
  const { prepareRoomViews } = await import('../../features/rooms/queries.ts')
  return (_params, accountId) => prepareRoomViews(accountId)
})

const staffShell = async () => {
  const { StaffShell } = await import('../staff/StaffShell.tsx')
  return { Component: StaffShell }
}
const requireSession = async () => {
  const { RequireSession } = await import('../staff/RequireSession.tsx')
  return { Component: RequireSession }
}
const backOffice = async () => {
  const { BackOfficeLayout } = await import('../layout/BackOfficeLayout.tsx')
  return { Component: BackOfficeLayout }
}
const businessLogin = async () => {
  const { BusinessLogin } = await import('../../features/auth/BusinessLogin.tsx')
  return { Component: BusinessLogin }
}
const staffHome = async () => {
  const { StaffHome } = await import('../../features/orders/StaffHome.tsx')
  return { Component: StaffHome }
}
const ordersBoard = async () => {
  const { HotelOrders } = await import('../../features/orders/HotelOrders.tsx')
  return { Component: HotelOrders }
}
const menuEditor = async () => {
  const { HotelMenu } = await import('../../features/menu/HotelMenu.tsx')
  return { Component: HotelMenu }
}
const rooms = async () => {
  const { HotelRooms } = await import('../../features/rooms/HotelRooms.tsx')
  return { Component: HotelRooms }
}
const roomsRepair = async () => {
  const { HotelRoomsRepair } = await import('../../features/rooms-repair/HotelRoomsRepair.tsx')
  return { Component: HotelRoomsRepair }
}
const hotelQr = async () => {
  const { Hotelqr } = await import('../../features/hotel-qr/Hotelqr.tsx')
  return { Component: Hotelqr }
}
const reservations = async () => {
  const { HotelReservations } = await import('../../features/reservations/HotelReservations.tsx')
  return { Component: HotelReservations }
}
const kitchen = async () => {
  const { HotelKitchen } = await import('../../features/kitchen/HotelKitchen.tsx')
  return { Component: HotelKitchen }
}
const guests = async () => {
  const { HotelGuests } = await import('../../features/guests/HotelGuests.tsx')
  return { Component: HotelGuests }
}
const reservationsTimeline = async () => {
  const { HotelReservationsTimeline } =
    await import('../../features/reservations-timeline/HotelReservationsTimeline.tsx')
  return { Component: HotelReservationsTimeline }
}
const floorPlan = async () => {
  const { HotelTables } = await import('../../features/tables/HotelTables.tsx')
  return { Component: HotelTables }
}
// The locked tablet shares the floor plan's add-order popup (src/features/tables/add-order):
// both catalogs.
const tablesLocked = async () => {
  const { HotelTablesLocked } = await import('../../features/tables-locked/HotelTablesLocked.tsx')
  return { Component: HotelTablesLocked }
}
const tablesLockedTexts: RouteHandle = { catalog: 'staff-tables-locked' }
const floorPlanTexts: RouteHandle = { catalog: 'staff-tables' }
const serviceHistory = async () => {
  const { HotelHistory } = await import('../../features/history/HotelHistory.tsx')
  return { Component: HotelHistory }
}
const employeeShifts = async () => {
  const { HotelEmployeeShifts } =
    await import('../../features/employee-shifts/HotelEmployeeShifts.tsx')
  return { Component: HotelEmployeeShifts }
}
const workers = async () => {
  const { HotelWorkers } = await import('../../features/workers/HotelWorkers.tsx')
  return { Component: HotelWorkers }
}
const promotions = async () => {
  const { HotelPromo } = await import('../../features/promotions/HotelPromo.tsx')
  return { Component: HotelPromo }
}
const discounts = async () => {
  const { HotelDiscount } = await import('../../features/promotions/HotelDiscount.tsx')
  return { Component: HotelDiscount }
}
const infoPages = async () => {
  const { HotelInfo } = await import('../../features/info/HotelInfo.tsx')
  return { Component: HotelInfo }
}
const surveys = async () => {
  const { HotelSurveys } = await import('../../features/surveys/HotelSurveys.tsx')
  return { Component: HotelSurveys }
}
const analytics = async () => {
  const { HotelAnalytics } = await import('../../features/analytics/HotelAnalytics.tsx')
  return { Component: HotelAnalytics }
}
const settings = async () => {
  const { HotelEdit } = await import('../../features/settings/HotelEdit.tsx')
  return { Component: HotelEdit }
}
const spaTimeline = async () => {
  const { HotelSpa } = await import('../../features/spa/HotelSpa.tsx')
  return { Component: HotelSpa }
}
const spaMenu = async () => {
  const { HotelSpaMenu } = await import('../../features/spa-menu/HotelSpaMenu.tsx')
  return { Component: HotelSpaMenu }
}
const guestHistory = async () => {
  const { GuestHistory } = await import('../../features/guests/GuestHistory.tsx')
  return { Component: GuestHistory }
}

/** The menu editor's texts are in their own catalog (lingui.config.ts). */
const menuTexts: RouteHandle = { catalog: 'staff-menu' }
/** Promotions and discounts (the manager's section): their own catalog. */
const promotionTexts: RouteHandle = { catalog: 'staff-promotions' }
/** The reservations board's texts too. */
const reservationTexts: RouteHandle = { catalog: 'staff-reservations' }
/** So are the reception screens' (rooms). */
const receptionTexts: RouteHandle = { catalog: 'staff-reception' }
/**
 * The guests screen shows a guest's profile values (gender, allergies, preferences) labelled as
 * the guest profile labels them: that catalog too.
 */
const guestProfileTexts: RouteHandle = { catalog: 'guest-profile' }

/** Back-office screens behind the session guard, shown inside the sidebar layout. */
const guardedScreens: RouteObject[] = [
  { index: true, lazy: staffHome },
  { path: 'orders/:service?', lazy: ordersBoard },
  { path: 'restaurant/:service', lazy: ordersBoard },
  { path: 'kitchen/:service', lazy: kitchen },
  {
    path: 'history/:service',
    lazy: serviceHistory,
    handle: { catalog: 'staff-history' } satisfies RouteHandle,
  },
  { path: 'guest-history/:guestId/:service', lazy: guestHistory, handle: receptionTexts },
  { path: 'promotions/:service', lazy: promotions, handle: promotionTexts },
  // The guest preview shows the guest's survey form: its catalog too.
  {
    path: 'surveys',
    lazy: surveys,
    handle: { catalog: 'staff-surveys', borrows: ['guest-survey'] } satisfies RouteHandle,
  },
  { path: 'discount/:service', lazy: discounts, handle: promotionTexts },
  {
    path: 'chart',
    lazy: analytics,
    handle: { catalog: 'staff-analytics' } satisfies RouteHandle,
  },
  { path: 'workers', lazy: workers, handle: { catalog: 'staff-manage' } satisfies RouteHandle },
  // The info screen reuses the menu editor's picture field: both catalogs.
  {
    path: 'info/:service',
    lazy: infoPages,
    handle: { catalog: 'staff-info', borrows: ['staff-menu'] } satisfies RouteHandle,
  },
  {
    path: 'edit/:service',
    lazy: settings,
    handle: { catalog: 'staff-settings', borrows: ['staff-settings-legal'] } satisfies RouteHandle,
  },
  // The spa timeline reuses the reservation timeline's toolbar and week, and its popup names a
  // refused action as the refused list does (staff-status): all three catalogs.
  {
    handle: reservationTexts,
    children: [
      {
        handle: { catalog: 'staff-status' } satisfies RouteHandle,
        children: [
          {
            path: 'spa/:service',
            lazy: spaTimeline,
            loader: spaRowsAhead,
            handle: { catalog: 'staff-spa' } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
  {
    path: 'employee-managment-spa/:service',
    lazy: employeeShifts,
    handle: { catalog: 'staff-shifts' } satisfies RouteHandle,
  },
  { path: 'reservations/:service?', lazy: reservations, handle: reservationTexts },
  {
    path: 'reservationstimeline/:service',
    lazy: reservationsTimeline,
    loader: timelineRowsAhead,
    handle: { catalog: 'staff-reservations' } satisfies RouteHandle,
  },
  {
    path: 'tables/:service',
    lazy: floorPlan,
    loader: floorRowsAhead,
    // The table list books and seats guests with the reservations' form and texts.
    handle: { catalog: 'staff-tables', borrows: ['staff-reservations'] } satisfies RouteHandle,
  },
  { path: 'amenities/:service', lazy: menuEditor, handle: menuTexts },
  { path: 'menu/:service', lazy: menuEditor, handle: menuTexts },
  { path: 'mice_menu/:service', lazy: menuEditor, handle: menuTexts },
  // The treatments screen reuses the menu editor's forms: both catalogs.
  {
    handle: menuTexts,
    children: [
      {
        path: 'spa_menu/:service',
        lazy: spaMenu,
        handle: { catalog: 'staff-spa-menu' } satisfies RouteHandle,
      },
    ],
  },
  { path: 'rooms/:service', lazy: rooms, loader: roomViewsAhead, handle: receptionTexts },
  {
    handle: guestProfileTexts,
    children: [{ path: 'guests/:service', lazy: guests, handle: receptionTexts }],
  },
  {
    path: 'rooms-repair/:service',
    lazy: roomsRepair,
    loader: roomViewsAhead,
    handle: receptionTexts,
  },
  // Hotelqr: its guard only checks that a session exists, which is what RequireSession does.
  { path: 'qr/:service', lazy: hotelQr, handle: receptionTexts },
  comingSoon('chat', msg`Chat`),
]

/**
 * The staff back office: /app/h/* (and its aliases under /app/b/). The shell (sync engine,
 * Dexie, socket, service worker) is one lazy chunk shared by both trees.
 */
export const staffRoutes: RouteObject[] = withRouteTexts(
  [
    {
      path: '/app/h',
      lazy: staffShell,
      children: [
        { path: 'login', lazy: businessLogin },
        // HotelTablesLocked: no login redirect (spec section 2) and no back-office layout; it
        // shows its data only to a signed-in session with order access (docs/api.md).
        {
          handle: floorPlanTexts,
          children: [{ path: 'tablesl/:service', lazy: tablesLocked, handle: tablesLockedTexts }],
        },
        {
          lazy: requireSession,
          children: [{ lazy: backOffice, children: guardedScreens }],
        },
      ],
    },
    {
      path: '/app/b',
      lazy: staffShell,
      children: [
        { path: 'login', lazy: businessLogin },
        { index: true, element: <Navigate to="/app/h/" replace /> },
      ],
    },
    ...adminRoutes,
  ],
  // The active language; on a first load the router starts before Lingui is activated.
  (catalog: CatalogName) =>
    loadCatalog(i18n.locale ? parseLocale(i18n.locale) : storedLocale(), catalog),
)

const warmed = new Set<string>()

/** The screens (the routes without children) with their full path pattern, for `warmScreen`. */
function* screenRoutes(
  routes: readonly RouteObject[],
  base: string,
): Generator<{ pattern: string; route: RouteObject }> {
  for (const route of routes) {
    const path = route.path ?? ''
    const pattern = path.startsWith('/') ? path : path ? `${base}/${path}` : base
    if (route.children) yield* screenRoutes(route.children, pattern)
    else yield { pattern, route }
  }
}

/**
 * Loads a back-office screen's code and texts ahead, while the device is idle (the side bar
 * asks for its links): the service worker has every chunk already, so this only spares the click
 * the chunk's evaluation, its styles and its catalog. Once per path; failures are left to the
 * navigation, which loads it again.
 */
export async function warmScreen(pathname: string): Promise<void> {
  if (warmed.has(pathname)) return
  warmed.add(pathname)
  // The routes as the router has them: each screen's `lazy` loads its texts too.
  for (const { pattern, route } of screenRoutes(staffRoutes, '')) {
    if (!matchPath({ path: pattern, end: true }, pathname)) continue
    if (typeof route.lazy === 'function') await route.lazy().catch(() => warmed.delete(pathname))
    return
  }
}
