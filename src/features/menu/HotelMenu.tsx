import { Trans } from '@lingui/react/macro'
import { useLocation, useParams } from 'react-router'
import type { MenuScreen } from '../../../sync/protocol/rules/index.ts'
import { useServices } from '../../app/staff/shared-queries.ts'
import { MenuEditor } from './MenuEditor.tsx'
import { resolveService, screenServices } from './menu-model.ts'
import { useMenuRows } from './queries.ts'
import './menu.css'

/**
 * Hotelmenu /app/h/menu/{service}, HotelAmenities /app/h/amenities/{service}, Hotelmicemenu
 * /app/h/mice_menu/{service}: picks the screen and its service from the route, then the editor
 * (MenuEditor.tsx) shows that service's categories and items.
 */
export function HotelMenu() {
  const { pathname } = useLocation()
  const { service } = useParams()
  const screen: MenuScreen = pathname.includes('/amenities/')
    ? 'amenities'
    : pathname.includes('/mice_menu/')
      ? 'mice_menu'
      : 'menu'
  const services = useServices()
  const rows = useMenuRows()
  if (!services || !rows) {
    return (
      <p role="status">
        <Trans>Loading the menu…</Trans>
      </p>
    )
  }
  const list = screenServices(screen, services)
  const current = resolveService(service, list)
  if (!current) {
    return (
      <p className="menu-empty">
        <Trans>This business has no service with a menu here.</Trans>
      </p>
    )
  }
  return (
    <MenuEditor
      key={`${screen}:${current._id}`}
      screen={screen}
      service={current}
      services={list}
      rows={rows}
    />
  )
}
