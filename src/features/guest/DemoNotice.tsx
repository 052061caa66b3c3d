/** The banner of a demo path (spec section 8: demo notices that ordering and booking are disabled). */
import { Trans } from '@lingui/react/macro'

export function DemoNotice() {
  return (
    <p className="g-demo" role="note">
      <strong>
        <Trans>Demo</Trans>
      </strong>{' '}
      <Trans>
        Everything shows as for a guest, but ordering, calling a waiter and booking are disabled.
      </Trans>
    </p>
  )
}
