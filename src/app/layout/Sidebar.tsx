import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { whenIdle, whenIdleAfter } from '../../lib/when-idle.ts'
import { Link, useLocation } from 'react-router'
import { warmScreen } from '../routes/staff-routes.tsx'
import {
  activeEntry,
  buildSidebar,
  isEntryActive,
  type SidebarSection,
} from '../sidebar/sidebar-entries.ts'
import { SIDEBAR_LABELS } from '../sidebar/sidebar-labels.ts'
import { parseLocale } from '../locale.ts'
import { useDocumentTitle } from '../../lib/document-title.ts'
import { useMe } from '../staff/session-store.ts'
import { useBusiness, useServices } from '../staff/shared-queries.ts'
import { ShiftEndButton } from '../../features/shift-end/ShiftEndButton.tsx'
import { SidebarSettings } from './SidebarSettings.tsx'
import { useDrawerFocus } from './use-drawer-focus.ts'
import './sidebar.css'

interface SidebarProps {
  id: string
  /** Open as a drawer (narrow screens); on wide screens the sidebar is always shown. */
  open: boolean
  onClose: () => void
  onLogout: () => void
}

function SectionTitle({ section }: { section: SidebarSection }) {
  switch (section.title.kind) {
    case 'service':
      return <h2 className="sidebar__title">{section.title.name}</h2>
    case 'manage':
      return (
        <h2 className="sidebar__title">
          <Trans>Manage</Trans>
        </h2>
      )
    case 'global':
    case 'account':
      return null
  }
}

/** How long after the side bar appears warming starts: the first screen and its data go first. */
const WARM_AFTER_MS = 3000

/**
 * Loads the linked screens' code one by one while the page is idle, a few seconds after the
 * side bar appeared or the last navigation (so it never competes with the screen being opened
 * and its data), so that a click on a link only renders (warmScreen). Returns the cancel.
 */
function warmWhenIdle(paths: readonly string[]): () => void {
  let cancelled = false
  let cancelIdle = () => {}
  const next = (i: number) => {
    if (cancelled || i >= paths.length) return
    cancelIdle = whenIdle(() => {
      if (cancelled) return
      warmScreen(paths[i]!).then(
        () => next(i + 1),
        () => next(i + 1),
      )
    }, 5000)
  }
  const cancelStart = whenIdleAfter(WARM_AFTER_MS, () => next(0))
  return () => {
    cancelled = true
    cancelStart()
    cancelIdle()
  }
}

/** The back-office navigation (spec section 2, "Sidebar"); a drawer on narrow screens. */
export function Sidebar({ id, open, onClose, onLogout }: SidebarProps) {
  const { t, i18n } = useLingui()
  const me = useMe()
  const services = useServices()
  const { pathname } = useLocation()
  const sections = buildSidebar(me, services ?? [], parseLocale(i18n.locale))
  const account = sections.at(-1)
  const navSections = sections.slice(0, -1)
  // The tab's title: the screen, its service and the business ("Rooms · Reception · Hotel Aurora").
  const active = activeEntry(navSections, pathname)
  const business = useBusiness()
  useDocumentTitle([
    active ? i18n._(SIDEBAR_LABELS[active.entry.label]) : null,
    active?.section.title.kind === 'service' ? active.section.title.name : null,
    business?.name,
  ])

  const closeButton = useDrawerFocus(open, onClose)
  const links = navSections
    .flatMap((s) => s.entries)
    .flatMap((e) => (e.kind === 'link' ? [e.to] : []))
    .join(' ')
  // Restarted by each navigation: the screen opened loads first (screens warmed stay warm).
  useEffect(() => warmWhenIdle(links.split(' ').filter(Boolean)), [links, pathname])

  return (
    <nav id={id} className={open ? 'sidebar sidebar--open' : 'sidebar'} aria-label={t`Back office`}>
      <button
        ref={closeButton}
        type="button"
        className="btn btn-small sidebar__close"
        onClick={onClose}
      >
        <Trans>Close menu</Trans>
      </button>
      {navSections.map((section) => (
        <section key={section.key} className="sidebar__section">
          <SectionTitle section={section} />
          <ul>
            {section.entries.map((entry) =>
              entry.kind === 'link' ? (
                <li key={entry.key}>
                  <Link
                    to={entry.to}
                    className="sidebar__link"
                    aria-current={isEntryActive(entry.to, pathname) ? 'page' : undefined}
                    onClick={onClose}
                  >
                    {i18n._(SIDEBAR_LABELS[entry.label])}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ))}
      <SidebarSettings />
      {account ? (
        <section className="sidebar__section sidebar__account">
          <p className="sidebar__user">{me.username}</p>
          {me.role === 'admin' ? null : <ShiftEndButton />}
          <button type="button" className="btn sidebar__logout" onClick={onLogout}>
            {i18n._(SIDEBAR_LABELS.logout)}
          </button>
        </section>
      ) : null}
    </nav>
  )
}
