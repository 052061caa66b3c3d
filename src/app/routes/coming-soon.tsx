import type { MessageDescriptor } from '@lingui/core'
import { Link, type RouteObject } from 'react-router'
import type { RouteHandle } from './route-handle.ts'

/**
 * A back-office screen that a later issue builds: one shared plain page naming it. Its texts are
 * in the staff catalog.
 */
export function comingSoon(path: string, name: MessageDescriptor): RouteObject {
  const handle: RouteHandle = { catalog: 'staff', comingSoon: name }
  return {
    path,
    handle,
    lazy: async () => {
      const { ComingSoon } = await import('../ComingSoon.tsx')
      return {
        Component: () => (
          <ComingSoon
            name={name}
            inBackOffice={path.startsWith('/app/h') || !path.startsWith('/')}
            link={Link}
          />
        ),
      }
    },
  }
}
