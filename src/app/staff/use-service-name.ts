import { serviceName, type NamedInLanguages } from '../../../sync/protocol/rules/service-names.ts'
import { useActiveLocale } from '../use-intl-locales.ts'

/**
 * A service's name in the reader's language (its `names`), else its default name: what every
 * screen shows. Links and routes keep `service.name`.
 */
export function useServiceName(): (service: NamedInLanguages | null | undefined) => string {
  const { locale } = useActiveLocale()
  return (service) => (service ? serviceName(service, locale) : '')
}
