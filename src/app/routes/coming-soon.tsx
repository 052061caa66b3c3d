import type { MessageDescriptor } from '@lingui/core'
import type { RouteObject } from 'react-router'
import type { RouteHandle } from './route-handle.ts'

/**
 * A screen that a later issue builds: one shared plain page naming it. Its texts are in the staff
 * catalog, so the handle asks for that catalog even on guest paths.
 */
export function comingSoon(path: string, name: MessageDescriptor): RouteObject {
  const handle: RouteHandle = { catalog: 'staff', comingSoon: name }
  return {
    path,
    handle,
    lazy: async () => {
      const { ComingSoon } = await import('../ComingSoon.tsx')
      return { Component: ComingSoon }
    },
  }
}
