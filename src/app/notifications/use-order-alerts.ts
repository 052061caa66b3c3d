import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { db, type SyncNotification } from '../../../sync/index.ts'
import type { Order } from '../../../sync/protocol/index.ts'
import { serviceName as nameIn } from '../../../sync/protocol/rules/service-names.ts'
import { parseLocale } from '../locale.ts'
import { engine } from '../staff/engine.ts'
import { canNotify, isNewOrderEvent, isOrderSoundOn } from './alert-settings.ts'
import { showToast } from './toast-store.ts'

const ORDER_SOUND_URL = '/sounds/order.wav'
let orderSound: HTMLAudioElement | null = null

/** The boards' sound for something new: a new order, a new pending reservation. */
export function playOrderSound(): void {
  orderSound ??= new Audio(ORDER_SOUND_URL)
  orderSound.currentTime = 0
  // Autoplay may be refused until the user has touched the page; nothing else to do then.
  orderSound.play().catch(() => undefined)
}

function notifyBrowser(title: string, body: string, tag: string): void {
  if (!('Notification' in window) || !canNotify(Notification.permission)) return
  try {
    new Notification(title, { body, tag, icon: '/icons/icon-192.png' })
  } catch {
    // Some browsers only allow notifications from a service worker; the toast/sound remain.
  }
}

/**
 * Sound, browser notification and call-waiter toast from the engine's notifications (already
 * filtered to services this account may read).
 */
export function useOrderAlerts(): void {
  const { t, i18n } = useLingui()

  useEffect(() => {
    const describe = async (order: Order): Promise<string> => {
      const service = await db.services.get(order.service_id)
      const serviceName = service ? nameIn(service, parseLocale(i18n.locale)) : ''
      const room = order.room_number
      const place = room ? t`Room ${room}` : ''
      return [serviceName, place].filter(Boolean).join(' · ')
    }

    const onNotification = (n: SyncNotification) => {
      if (n.type === 'actionFailed') return // told by useRefusalToasts
      if (n.type === 'callWaiter') {
        const table = n.event.table_name
        const text = t`Table ${table} requested a waiter.`
        showToast(text, 'attention')
        notifyBrowser(t`Waiter requested`, text, `call-${n.event.source}`)
        return
      }
      if (!isNewOrderEvent(n.type)) return
      if (isOrderSoundOn(localStorage)) playOrderSound()
      describe(n.order)
        .then((body) => notifyBrowser(t`New order`, body, `order-${n.order._id}`))
        .catch((error: unknown) => console.error(error))
    }

    return engine.onNotification(onNotification)
  }, [t, i18n])
}
