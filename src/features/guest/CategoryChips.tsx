/** The sticky row of category chips; a tap scrolls the menu to that category. */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { sectionId, type MenuSection } from './menu-sections.ts'
import { localized } from '../../../sync/protocol/rules/index.ts'
import { useGuestLanguage } from './use-guest-language.ts'

type CategoryChipsProps = {
  sections: readonly MenuSection[]
  active: string | null
  problem: string | null
  onPick: (id: string) => void
}

export function CategoryChips({ sections, active, problem, onPick }: CategoryChipsProps) {
  const { t } = useLingui()
  const lang = useGuestLanguage()
  const list = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const bar = list.current
    const chip = active ? bar?.querySelector<HTMLElement>(`[data-target="${active}"]`) : null
    if (!bar || !chip) return
    const left = chip.offsetLeft - (bar.clientWidth - chip.offsetWidth) / 2
    bar.scrollTo({ left: Math.max(0, left), behavior: 'smooth' })
  }, [active])

  if (sections.length < 2) return null
  return (
    <nav className="g-chips" aria-label={t`Categories`}>
      <ul ref={list}>
        {sections.map((section) => {
          const id = sectionId(section)
          return (
            <li key={id}>
              <button
                type="button"
                data-target={id}
                className={`g-chip${problem === id ? ' g-chip-problem' : ''}`}
                aria-current={active === id ? 'true' : undefined}
                onClick={() => onPick(id)}
              >
                {section.category ? localized(section.category.name, lang) : t`Other`}
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
