import { lazy, Suspense, useState } from 'react'
import type { AddOrderDialogProps } from './AddOrderDialog.tsx'

const AddOrderDialog = lazy(async () => ({
  default: (await import('./AddOrderDialog.tsx')).AddOrderDialog,
}))

/**
 * The add-order popup, loaded the first time a table is opened for an order, so neither the floor
 * plan's nor the locked tablet's first paint waits for it. Its texts are in the staff-tables
 * catalog, which both routes load.
 */
export function LazyAddOrderDialog(props: AddOrderDialogProps) {
  const [wanted, setWanted] = useState(false)
  // Loaded at the first open, then kept mounted, so a close returns focus like any dialog.
  if (props.table !== null && !wanted) setWanted(true)
  if (!wanted && props.table === null) return null
  return (
    <Suspense fallback={null}>
      <AddOrderDialog {...props} />
    </Suspense>
  )
}
