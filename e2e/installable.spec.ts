import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, expect, test } from '@playwright/test'
import config from '../playwright.config.ts'
import { BASE_URL, demo, staffLogin, waitForServiceWorker } from './demo.ts'

test('the staff app is installable and its service worker leaves guest pages alone', async ({
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string
    short_name: string
    start_url: string
    scope: string
    display: string
    icons: { src: string; sizes: string }[]
  }
  expect(manifest.start_url).toBe('/app/h/')
  expect(manifest.scope).toBe('/app/h/')
  expect(manifest.display).toBe('standalone')
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size)!
    const res = await request.get(icon.src)
    expect(res.headers()['content-type']).toBe('image/png')
  }

  // A normal (persistent) profile: Chromium never offers to install from an incognito one.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'gsp-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    ...config.use?.launchOptions,
    baseURL: BASE_URL,
  })
  const page = context.pages()[0] ?? (await context.newPage())
  await staffLogin(page, 'waiter')
  await waitForServiceWorker(page)
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration('/app/h/'))?.scope,
  )
  expect(scope).toMatch(/\/app\/h\/$/)

  // Chromium's own verdict: no installability errors.
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[]
  }
  expect(installabilityErrors).toEqual([])
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1)
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
    'content',
    manifest.short_name,
  )

  // Guest and public pages do not link the staff manifest: nothing offers to install the back
  // office there (the shell's HTML has no link; the app adds it on staff routes only).
  const guestUrl = demo().guests[0]!.url
  for (const url of ['/', guestUrl]) {
    const html = await (await request.get(url)).text()
    expect(html).toContain('<div id="root">')
    expect(html).not.toContain('rel="manifest"')
    expect(html).not.toContain('apple-mobile-web-app')
  }
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0)

  // A guest page in the same browser is not controlled by the staff service worker.
  await page.goto(guestUrl)
  await expect(page.getByLabel('Room code')).toBeVisible()
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0)
  // Following a link from a public page into the back office adds it, and leaving removes it.
  await page.goto('/no-such-page')
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0)
  await page.getByRole('link', { name: 'staff back office' }).click()
  await page.waitForURL(/\/app\/h\//)
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1)
  await context.close()
  fs.rmSync(profile, { recursive: true, force: true })
})
