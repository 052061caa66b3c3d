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

  // A guest page in the same browser is not controlled by the staff service worker.
  await page.goto(demo().guests[0]!.url)
  await expect(page.getByLabel('Room code')).toBeVisible()
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  await context.close()
  fs.rmSync(profile, { recursive: true, force: true })
})
