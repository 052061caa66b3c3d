import { describe, expect, it } from 'vitest'
import { publicBaseUrl, publicUrlWarning, type PublicBaseInput } from './public-base.ts'

const base: PublicBaseInput = {
  publicUrl: undefined,
  trustProxy: false,
  forwardedHost: undefined,
  protocol: 'http',
  listen: { address: '192.168.1.20', port: 3000 },
  lanAddress: () => '10.0.0.7',
}

describe('publicBaseUrl (QR links)', () => {
  it('PUBLIC_URL first, without its trailing slash', () => {
    const url = publicBaseUrl({
      ...base,
      publicUrl: 'https://guest.hotel.example/',
      trustProxy: true,
      forwardedHost: 'x.example',
    })
    expect(url).toBe('https://guest.hotel.example')
  })
  it('without a trusted proxy, the listen address whatever the request forwards', () => {
    expect(publicBaseUrl({ ...base, forwardedHost: 'evil.example' })).toBe(
      'http://192.168.1.20:3000',
    )
  })
  it('a server listening on every address prints this machine’s LAN address', () => {
    expect(publicBaseUrl({ ...base, listen: { address: '0.0.0.0', port: 8080 } })).toBe(
      'http://10.0.0.7:8080',
    )
    expect(
      publicBaseUrl({ ...base, listen: { address: '::', port: 8080 }, lanAddress: () => null }),
    ).toBe('http://localhost:8080')
    expect(publicBaseUrl({ ...base, listen: { address: '::1', port: 8080 } })).toBe(
      'http://[::1]:8080',
    )
  })
  it('behind a trusted proxy, its forwarded host (the first) and scheme', () => {
    expect(
      publicBaseUrl({
        ...base,
        trustProxy: true,
        protocol: 'https',
        forwardedHost: 'guest.hotel.example, inner',
      }),
    ).toBe('https://guest.hotel.example')
    expect(
      publicBaseUrl({ ...base, trustProxy: true, forwardedHost: ['hotel.example:8443'] }),
    ).toBe('http://hotel.example:8443')
  })
  it.each(['evil.example/phish', 'user@evil.example', '', 'a b'])(
    'a forwarded host that is not one (%j) falls back to the listen address',
    (forwardedHost) => {
      expect(publicBaseUrl({ ...base, trustProxy: true, forwardedHost })).toBe(
        'http://192.168.1.20:3000',
      )
    },
  )
})

describe('publicUrlWarning', () => {
  it('warns only without PUBLIC_URL', () => {
    expect(
      publicUrlWarning({ PUBLIC_URL: 'https://guest.hotel.example', TRUST_PROXY: false }),
    ).toBeNull()
    expect(publicUrlWarning({ TRUST_PROXY: false })).toContain('PUBLIC_URL is not set')
    expect(publicUrlWarning({ TRUST_PROXY: true })).toContain('X-Forwarded-Host')
  })
})
