import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

interface SortableListProps<T extends { _id: string }> {
  rows: readonly T[]
  /** Reordering is offered (itemsWrite, and no search narrowing the list). */
  enabled: boolean
  label: string
  onMove: (from: number, to: number) => void
  render: (row: T) => ReactNode
}

/**
 * A list whose rows are dragged into a new order by mouse, touch (press and hold) or keyboard
 * (focus the handle, Space, arrows, Space). The caller saves the new positions.
 */
export function SortableList<T extends { _id: string }>(props: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = props.rows.map((r) => r._id)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    props.onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="menu-list" aria-label={props.label}>
          {props.rows.map((row) => (
            <SortableRow key={row._id} id={row._id} enabled={props.enabled}>
              {props.render(row)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}

function SortableRow({
  id,
  enabled,
  children,
}: {
  id: string
  enabled: boolean
  children: ReactNode
}) {
  const { t } = useLingui()
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !enabled,
  })
  return (
    <li
      ref={setNodeRef}
      className="menu-list__row"
      data-dragging={isDragging ? 'true' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {enabled && (
        <button
          type="button"
          className="menu-list__handle"
          aria-label={t`Drag to reorder`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⋮⋮</span>
        </button>
      )}
      {children}
    </li>
  )
}
