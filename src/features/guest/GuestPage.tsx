/** The frame of every guest page: hotel and room at the top, a back link, the language. */
import type { ReactNode } from 'react'
import { Link } from '../../app/public-shell/nav.tsx'
import { useDocumentTitle } from '../../lib/document-title.ts'
import { BackIcon } from './icons.tsx'
import { GuestLanguagePicker } from './GuestLanguagePicker.tsx'
import './guest.css'
import './guest-pages.css'

type GuestPageProps = {
  title: ReactNode
  subtitle?: ReactNode
  back?: { to: string; label: string }
  languages?: readonly string[]
  children: ReactNode
}

export function GuestPage({ title, subtitle, back, languages, children }: GuestPageProps) {
  // The tab's title: the page and the hotel, as far as they are plain text.
  useDocumentTitle([
    typeof title === 'string' ? title : null,
    typeof subtitle === 'string' ? subtitle : null,
  ])
  return (
    <div className="guest">
      <header className="g-top">
        {back ? (
          <Link className="g-icon-btn" to={back.to} aria-label={back.label}>
            <BackIcon />
          </Link>
        ) : null}
        <div className="g-top-titles">
          <h1>{title}</h1>
          {subtitle ? <p>{subtitle}</p> : null}
        </div>
        <GuestLanguagePicker languages={languages ?? []} />
      </header>
      <main className="g-main">{children}</main>
    </div>
  )
}
