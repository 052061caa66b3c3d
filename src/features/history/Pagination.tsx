import { Trans, useLingui } from '@lingui/react/macro'
import { pageClick, pageSlider } from './page-slider.ts'

interface PaginationProps {
  page: number
  numPages: number
  onPage: (page: number) => void
}

/**
 * The pagination bar: previous, the slider of 5 page numbers (with … where pages are left out),
 * next. A click on the current page or outside 1..numPages does nothing (spec 000 §5).
 */
export function Pagination({ page, numPages, onPage }: PaginationProps) {
  const { t } = useLingui()
  const go = (target: number) => {
    const next = pageClick(target, page, numPages)
    if (next !== null) onPage(next)
  }
  return (
    <nav className="hist-pages" aria-label={t`Pages`}>
      <button
        type="button"
        className="btn btn-small hist-pages__step"
        onClick={() => go(page - 1)}
        aria-disabled={page <= 1}
      >
        <span aria-hidden="true">‹ </span>
        <Trans>Previous</Trans>
      </button>
      <ol className="hist-pages__numbers">
        {pageSlider(page, numPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="hist-pages__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <PageButton number={item.page} current={item.page === page} onClick={go} />
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="btn btn-small hist-pages__step"
        onClick={() => go(page + 1)}
        aria-disabled={page >= numPages}
      >
        <Trans>Next</Trans>
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  )
}

function PageButton(props: { number: number; current: boolean; onClick: (page: number) => void }) {
  const { t } = useLingui()
  const { number, current, onClick } = props
  return (
    <button
      type="button"
      className="btn btn-small hist-pages__number"
      aria-current={current ? 'page' : undefined}
      aria-label={t`Page ${number}`}
      onClick={() => onClick(number)}
    >
      {number}
    </button>
  )
}
