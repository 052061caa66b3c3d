import { msg } from '@lingui/core/macro'
import type { RouteObject } from 'react-router'
import { comingSoon } from './coming-soon.tsx'

/**
 * Admin routes: unguarded in the route table (spec section 2). Patched in with the back
 * office's routes (src/app/staff-app.tsx), so the guests' phones never download them.
 */
export const adminRoutes: RouteObject[] = [
  comingSoon('/app/admin/register', msg`Admin: register a business`),
  comingSoon('/app/admin/editspa/:bId/:service', msg`Admin: edit spa`),
  comingSoon('/app/admin/editmenu/:bId', msg`Admin: edit menu`),
  comingSoon('/app/admin/main', msg`Admin`),
  comingSoon('/app/admin/edittable/:bId/:service', msg`Admin: edit tables`),
  comingSoon('/app/admin/editRooms/:bId', msg`Admin: edit rooms`),
]
