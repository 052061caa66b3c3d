import { Trans } from '@lingui/react/macro'
import { Suspense, lazy, useEffect, useState } from 'react'
import { readShiftTime, shiftTimeCookie } from './shift-time.ts'

const ShiftEndDialog = lazy(async () => ({
  default: (await import('./ShiftEndDialog.tsx')).ShiftEndDialog,
}))

/**
 * "End shift" in the side bar. A device without a stored shift start starts one when the back
 * office first opens on it; the dialog (and its sums) load on the first click.
 */
export function ShiftEndButton() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!readShiftTime(document.cookie)) document.cookie = shiftTimeCookie(new Date())
  }, [])

  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        <Trans>End shift</Trans>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShiftEndDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
