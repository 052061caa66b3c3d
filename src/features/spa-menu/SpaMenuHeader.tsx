import { Trans, useLingui } from '@lingui/react/macro'
import type { Service } from '../../../sync/protocol/index.ts'
import { SearchField } from '../../ui/SearchField.tsx'
import { ServiceSwitch } from '../menu/ServiceSwitch.tsx'
import { useServiceName } from '../../app/staff/use-service-name.ts'

/**
 * The treatments screen's header: back to the rooms (narrow screens), the title, the spa chooser,
 * the search by treatment name, and New category / New item for staff with itemsWrite.
 */
export function SpaMenuHeader(props: {
  service: Service
  services: readonly Service[]
  back: (() => void) | null
  search: string
  onSearch: (search: string) => void
  canWrite: boolean
  canAddItem: boolean
  onNewRoom: () => void
  onNewItem: () => void
}) {
  const { t } = useLingui()
  const nameOf = useServiceName()
  return (
    <header className="menu-screen__header">
      {props.back && (
        <button type="button" className="btn btn-small menu-screen__back" onClick={props.back}>
          <span aria-hidden="true">←</span> <Trans>Spa rooms</Trans>
        </button>
      )}
      <h1 className="menu-screen__title" tabIndex={-1}>
        <Trans>Treatments</Trans> · {nameOf(props.service)}
      </h1>
      <ServiceSwitch
        label={<Trans>Spa</Trans>}
        path="spa_menu"
        service={props.service}
        services={props.services}
      />
      <SearchField
        className="menu-screen__search"
        label={t`Search treatments by name`}
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
      />
      {props.canWrite && (
        <div className="menu-screen__actions">
          <button type="button" className="btn" onClick={props.onNewRoom}>
            <Trans>New category</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!props.canAddItem}
            onClick={props.onNewItem}
          >
            <Trans>New item</Trans>
          </button>
        </div>
      )}
    </header>
  )
}
