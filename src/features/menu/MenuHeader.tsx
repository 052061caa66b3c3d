import { Trans, useLingui } from '@lingui/react/macro'
import type { MenuScreen } from '../../../sync/protocol/rules/index.ts'
import type { Service } from '../../../sync/protocol/index.ts'
import { SearchField } from '../../ui/SearchField.tsx'
import { ServiceSwitch } from './ServiceSwitch.tsx'
import { useServiceName } from '../../app/staff/use-service-name.ts'

/**
 * The menu screen's header: back to the categories (narrow screens), the title of the screen
 * (menu, amenities or event menu), the service chooser, the search by name, and New category /
 * New item for staff with itemsWrite.
 */
export function MenuHeader(props: {
  screen: MenuScreen
  service: Service
  services: readonly Service[]
  back: (() => void) | null
  search: string
  onSearch: (search: string) => void
  canWrite: boolean
  canAddItem: boolean
  onNewCategory: () => void
  onNewItem: () => void
}) {
  const { t } = useLingui()
  const nameOf = useServiceName()
  const { screen } = props
  return (
    <header className="menu-screen__header">
      {props.back && (
        <button type="button" className="btn btn-small menu-screen__back" onClick={props.back}>
          <span aria-hidden="true">←</span> <Trans>Categories</Trans>
        </button>
      )}
      <h1 className="menu-screen__title" tabIndex={-1}>
        {screen === 'amenities' ? (
          <Trans>Amenities</Trans>
        ) : screen === 'mice_menu' ? (
          <Trans>Event menu</Trans>
        ) : (
          <Trans>Menu</Trans>
        )}{' '}
        · {nameOf(props.service)}
      </h1>
      <ServiceSwitch
        label={<Trans>Service</Trans>}
        path={screen}
        service={props.service}
        services={props.services}
      />
      <SearchField
        className="menu-screen__search"
        label={t`Search by name`}
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
      />
      {props.canWrite && (
        <div className="menu-screen__actions">
          <button type="button" className="btn" onClick={props.onNewCategory}>
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
