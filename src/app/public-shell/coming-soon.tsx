import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import { Link } from './nav.tsx'
import { pageRoute, type PageRoute } from './page-route.ts'

/** A public page that a later issue builds: the shared placeholder naming it (staff catalog). */
export const comingSoonPage = (path: string, name: MessageDescriptor): PageRoute =>
  pageRoute(
    path,
    async () => {
      const { ComingSoon } = await import('../ComingSoon.tsx')
      return () => <ComingSoon name={name} inBackOffice={false} link={ShellLink} />
    },
    { catalog: 'staff', comingSoon: name },
  )

function ShellLink({ to, children }: { to: string; children: ReactNode }) {
  return <Link to={to}>{children}</Link>
}
