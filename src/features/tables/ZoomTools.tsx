import { Trans, useLingui } from '@lingui/react/macro'
import type { Floor } from './floor-geometry.ts'
import { MAX_SCALE, ZOOM_STEP, zoomAt, type FloorView } from './floor-view.ts'

interface ZoomToolsProps {
  view: FloorView
  floor: Floor
  /** The view is the fitted one (nothing to fit again). */
  fitted: boolean
  onView: (view: FloorView) => void
  onFit: () => void
}

/** Zoom in and out about the plan's centre, and back to the tables fitted. */
export function ZoomTools({ view, floor, fitted, onView, onFit }: ZoomToolsProps) {
  const { t } = useLingui()
  const zoom = (factor: number) =>
    onView(zoomAt(view, factor, floor.width / 2, floor.height / 2, floor))
  return (
    <div className="zoom-tools" role="group" aria-label={t`Zoom`}>
      <button
        type="button"
        className="btn btn-small"
        aria-label={t`Zoom out`}
        disabled={view.scale <= 1}
        onClick={() => zoom(1 / ZOOM_STEP)}
      >
        −
      </button>
      <span className="zoom-tools__scale" aria-live="polite">
        {Math.round(view.scale * 100)} %
      </span>
      <button
        type="button"
        className="btn btn-small"
        aria-label={t`Zoom in`}
        disabled={view.scale >= MAX_SCALE}
        onClick={() => zoom(ZOOM_STEP)}
      >
        +
      </button>
      <button type="button" className="btn btn-small" disabled={fitted} onClick={onFit}>
        <Trans>Fit tables</Trans>
      </button>
    </div>
  )
}
