import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType, ReactNode } from 'react'
import './coming-soon.css'

/** A link of whichever router the page runs under (the back office's or the public shell's). */
export type RouterLink = ComponentType<{ to: string; children: ReactNode }>

type ComingSoonProps = {
  name: MessageDescriptor
  /** A back-office screen (inside the staff layout) or a page of its own. */
  inBackOffice: boolean
  link: RouterLink
}

/** The one shared page of screens a later issue builds. It names the screen, nothing more. */
export function ComingSoon({ name, inBackOffice, link: To }: ComingSoonProps) {
  const { i18n } = useLingui()
  return (
    <section className={inBackOffice ? 'coming-soon' : 'coming-soon coming-soon--page'}>
      <h1>{i18n._(name)}</h1>
      <p>
        <Trans>This screen is coming soon.</Trans>
      </p>
      {inBackOffice ? (
        <To to="/app/h/">
          <Trans>Back to the orders</Trans>
        </To>
      ) : (
        <To to="/">
          <Trans>Back to the home page</Trans>
        </To>
      )}
    </section>
  )
}
