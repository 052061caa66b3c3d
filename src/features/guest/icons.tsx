/** Small inline icons (no icon library in the guest bundle). Decorative: hidden from readers. */
import type { ServiceType } from '../../../sync/protocol/service.ts'

type IconProps = { className?: string | undefined }

function Svg({ className, d }: IconProps & { d: string }) {
  return (
    <svg
      className={className ?? 'g-icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  )
}

const SERVICE_PATHS: Partial<Record<ServiceType, string>> = {
  roomservice: 'M3 18h18M5 18a7 7 0 0 1 14 0M12 8V6M10 6h4',
  restaurant: 'M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M16 21V3c-2 1.5-3 4-3 7h3',
  pool: 'M3 17c2 0 2-1.5 4.5-1.5S10 17 12 17s2-1.5 4.5-1.5S19 17 21 17M3 21c2 0 2-1.5 4.5-1.5S10 21 12 21s2-1.5 4.5-1.5S19 21 21 21M8 14V5a2 2 0 0 1 4 0M16 14V5a2 2 0 0 0-4 0M8 8h8M8 11h8',
  amenities: 'M12 3l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L4.8 8.3l5-.7z',
}

export function ServiceIcon({ type, className }: IconProps & { type: ServiceType }) {
  return <Svg className={className} d={SERVICE_PATHS[type] ?? SERVICE_PATHS.amenities!} />
}

export const BackIcon = (p: IconProps) => <Svg {...p} d="M15 18l-6-6 6-6" />
export const ChevronIcon = (p: IconProps) => <Svg {...p} d="M9 18l6-6-6-6" />
export const CloseIcon = (p: IconProps) => <Svg {...p} d="M6 6l12 12M18 6L6 18" />
export const PlusIcon = (p: IconProps) => <Svg {...p} d="M12 5v14M5 12h14" />
export const MinusIcon = (p: IconProps) => <Svg {...p} d="M5 12h14" />
export const TrashIcon = (p: IconProps) => (
  <Svg {...p} d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
)
export const CartIcon = (p: IconProps) => (
  <Svg {...p} d="M3 4h2l2.4 11h10.2L20 7H6.2M9 20h.01M17 20h.01" />
)
