// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { isStaffPath } from '../pwa-scope.ts'
import { syncManifestLink } from './manifest-link.ts'

const manifestLinks = () => document.querySelectorAll('link[rel="manifest"]')
const appleTitle = () => document.querySelector('meta[name="apple-mobile-web-app-title"]')

describe('isStaffPath', () => {
  it('is true for the back office, its aliases and the admin pages', () => {
    expect(isStaffPath('/app/h')).toBe(true)
    expect(isStaffPath('/app/h/')).toBe(true)
    expect(isStaffPath('/app/h/login')).toBe(true)
    expect(isStaffPath('/app/h/kitchen/Kitchen')).toBe(true)
    expect(isStaffPath('/app/b/login')).toBe(true)
    expect(isStaffPath('/app/admin/main')).toBe(true)
  })
  it('is false for guest, public and marketing pages', () => {
    expect(isStaffPath('/')).toBe(false)
    expect(isStaffPath('/news')).toBe(false)
    expect(isStaffPath('/app/hu/1234')).toBe(false)
    expect(isStaffPath('/app/hu/menu/1234/Room%20service')).toBe(false)
    expect(isStaffPath('/app/hur/1234')).toBe(false)
    expect(isStaffPath('/app/u/menu/b/t')).toBe(false)
    expect(isStaffPath('/app/public/spa/b/s')).toBe(false)
    expect(isStaffPath('/app/help')).toBe(false)
    expect(isStaffPath('/app/hotel')).toBe(false)
  })
})

describe('syncManifestLink', () => {
  it('adds one manifest link and the home-screen hints on staff routes, and removes them elsewhere', () => {
    syncManifestLink('/app/hu/room-1')
    expect(manifestLinks()).toHaveLength(0)
    syncManifestLink('/app/h/login')
    syncManifestLink('/app/h/')
    expect(manifestLinks()).toHaveLength(1)
    expect(manifestLinks()[0]?.getAttribute('href')).toBe('/manifest.webmanifest')
    expect(appleTitle()?.getAttribute('content')).toBe('Back office')
    syncManifestLink('/')
    expect(manifestLinks()).toHaveLength(0)
    expect(appleTitle()).toBeNull()
  })
})
