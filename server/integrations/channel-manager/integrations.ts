import type { Env } from '../../env.ts'
import type { Business } from '../../../sync/protocol/index.ts'
import { createHttpChannelManager } from './http-client.ts'
import { ChannelManagerError, type ChannelIntegration, type ChannelManager } from './types.ts'

/*
 * The named integrations of spec 000 §3 (Business.integration: none, prosoft, opera, otasync).
 * Each is configured on the server by its base URL and key. All three speak the wire format of
 * wire.ts: OTASync directly (our contract with it, docs/api.md "Channel manager"), Opera and
 * Prosoft through a bridge in the hotel's network that answers the same two reads (this server
 * has no client for Opera's OHIP or Prosoft's own API).
 */

interface Named {
  label: string
  url: 'OTASYNC_URL' | 'OPERA_URL' | 'PROSOFT_URL'
  key: 'OTASYNC_KEY' | 'OPERA_KEY' | 'PROSOFT_KEY'
}

export const CHANNEL_INTEGRATIONS: Record<ChannelIntegration, Named> = {
  otasync: { label: 'OTASync', url: 'OTASYNC_URL', key: 'OTASYNC_KEY' },
  opera: { label: 'Opera', url: 'OPERA_URL', key: 'OPERA_KEY' },
  prosoft: { label: 'Prosoft', url: 'PROSOFT_URL', key: 'PROSOFT_KEY' },
}

type ChannelEnv = Pick<
  Env,
  Named['url'] | Named['key'] | 'CHANNEL_MANAGER_PROPERTIES' | 'CHANNEL_MANAGER_TIMEOUT_MS'
>

function createNamed(
  integration: ChannelIntegration,
  env: ChannelEnv,
  businessId: string,
): ChannelManager {
  const named = CHANNEL_INTEGRATIONS[integration]
  const baseUrl = env[named.url]
  if (!baseUrl) {
    throw new ChannelManagerError(
      'not_configured',
      `${named.label} is not configured on this server: set ${named.url} (and ${named.key} if ` +
        `${named.label} needs a key) in the server's environment.`,
    )
  }
  return createHttpChannelManager({
    integration,
    label: named.label,
    baseUrl,
    key: env[named.key],
    property: env.CHANNEL_MANAGER_PROPERTIES[businessId] ?? businessId,
    timeoutMs: env.CHANNEL_MANAGER_TIMEOUT_MS,
  })
}

/** OTASync (OTASYNC_URL, OTASYNC_KEY). Throws `not_configured` without a URL. */
export const createOtaSync = (env: ChannelEnv, businessId: string) =>
  createNamed('otasync', env, businessId)

/** Opera through a bridge speaking our wire format (OPERA_URL, OPERA_KEY). */
export const createOpera = (env: ChannelEnv, businessId: string) =>
  createNamed('opera', env, businessId)

/** Prosoft through a bridge speaking our wire format (PROSOFT_URL, PROSOFT_KEY). */
export const createProsoft = (env: ChannelEnv, businessId: string) =>
  createNamed('prosoft', env, businessId)

/**
 * The channel manager a business names (its `integration`). `none`: `no_integration`; a named one
 * the server has no URL for: `not_configured`. Both say what to do.
 */
export function channelManagerFor(
  integration: Business['integration'],
  env: ChannelEnv,
  businessId: string,
): ChannelManager {
  if (integration === 'none') {
    throw new ChannelManagerError(
      'no_integration',
      'This business has no channel manager: choose OTASync, Opera or Prosoft as its integration first.',
    )
  }
  return createNamed(integration, env, businessId)
}
