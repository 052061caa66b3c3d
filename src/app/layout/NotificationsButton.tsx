import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { shouldOfferNotifications } from '../notifications/alert-settings.ts'

const currentPermission = (): NotificationPermission | 'unsupported' =>
  'Notification' in window ? Notification.permission : 'unsupported'

/** Asks once for browser notifications; hidden when granted, denied or unsupported. */
export function NotificationsButton() {
  const [permission, setPermission] = useState(currentPermission)
  if (!shouldOfferNotifications(permission)) return null
  return (
    <button
      type="button"
      className="btn btn-small"
      onClick={() => {
        Notification.requestPermission()
          .then(setPermission)
          .catch(() => setPermission(currentPermission()))
      }}
    >
      <Trans>Enable notifications</Trans>
    </button>
  )
}
