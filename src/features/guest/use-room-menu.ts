/**
 * The menu of the service a room link names, in one read started with the page's other reads
 * (getMenuByRoomID; index.html starts it early). The server picks the service by the page's own
 * rule (serviceByName), so the menu is the page's service's; were they ever to differ, the page
 * shows the load failure with its retry rather than another service's menu.
 */
import { useEffect, useState } from 'react'
import type { Service } from '../../../sync/protocol/service.ts'
import { getRoomMenu, type RoomMenu } from './guest-api.ts'
import { FormatError, isAborted } from './http.ts'
import type { MenuData } from './use-menu.ts'

type Read = { key: string; menu: RoomMenu | null; error: unknown }

export function useRoomMenu(roomId: string, serviceName: string, service: Service | null) {
  const [read, setRead] = useState<Read | null>(null)
  const [attempt, setAttempt] = useState(0)
  const key = `${roomId}/${serviceName}/${attempt}`

  useEffect(() => {
    const controller = new AbortController()
    getRoomMenu(roomId, serviceName, controller.signal).then(
      (menu) => setRead({ key, menu, error: null }),
      (error: unknown) => {
        if (!isAborted(error)) setRead({ key, menu: null, error })
      },
    )
    return () => controller.abort()
  }, [roomId, serviceName, key])

  const current = read?.key === key ? read : null
  let menu: MenuData | null = null
  // Without the page's service (still loading, or a link to a service that takes no orders,
  // which the page says itself) a failed read has nothing to add.
  let error = service ? (current?.error ?? null) : null
  if (current?.menu && service) {
    if (current.menu.service_id === service._id) menu = current.menu
    else error = new FormatError('getMenuByRoomID: another service')
  }
  return { menu, error, retry: () => setAttempt((n) => n + 1) }
}
