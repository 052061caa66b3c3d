import { expect, test, type Page } from '@playwright/test'
import { BUSINESS_BASE, RESERVATION_BASE, type Business } from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { hotelDay } from './hotel-clock.ts'
import { staffApi } from './server-state.ts'

/**
 * Issue 18, business and service settings (/app/h/edit/{service}): what a setting changes reaches
 * the guests' pages. Every change is put back at the end (the e2e specs share one server).
 */

/** The next Tuesday among the public's days (the next 7). */
function nextTuesday(): string {
  for (let i = 1; i <= 7; i++) {
    const day = hotelDay(i)
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 2) return day
  }
  throw new Error('no Tuesday')
}

async function pickService(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Service', exact: true }).selectOption({ label: name })
  await expect(page.getByRole('heading', { name: `Service: ${name}` })).toBeVisible()
}

async function saveAll(page: Page) {
  await page.getByRole('button', { name: 'Save all' }).click()
  await expect(page.getByText('Update successfull').last()).toBeVisible()
}

test('settings reach the guests: Tuesday hours saved offline, the pool bar opened, closed days', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const api = await staffApi('manager')
  const business = (await (await api.get(`${BUSINESS_BASE}/getBusiness`)).json()) as Business
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await page.locator('#back-office-sidebar').getByRole('link', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { name: 'Business and service settings' })).toBeVisible()
  await pickService(page, 'Restaurant')
  await expectAccessible(page, 'settings')
  await screenshot(page, 'settings-desktop')

  // The Tuesday hours, changed offline; after reconnecting the guests' slots follow.
  const tuesday = nextTuesday()
  const from = page.getByLabel('Tuesday from')
  const to = page.getByLabel('Tuesday to')
  const before = { from: await from.inputValue(), to: await to.inputValue() }
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await from.fill('12:00')
  await to.fill('14:00')
  await saveAll(page)
  const slotsPath = `${RESERVATION_BASE}/getFreeApointments/${encodeURIComponent(
    (await page.getByRole('combobox', { name: 'Service', exact: true }).inputValue()) || '',
  )}/${tuesday}/2`
  await context.setOffline(false)
  await expect
    .poll(
      async () =>
        ((await (await api.get(slotsPath)).json()) as { time: { h: number } }[])[0]?.time.h,
      {
        timeout: 20_000,
      },
    )
    .toBe(12)
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await visitor.goto(`/app/public/reservation/${business._id}/Restaurant`)
  await visitor.getByLabel('Date').selectOption(tuesday)
  await expect(visitor.getByRole('radio', { name: '12:00' })).toBeVisible()
  await expect(visitor.getByRole('radio', { name: '11:45' })).toHaveCount(0)
  await expect(visitor.getByRole('radio', { name: '14:15' })).toHaveCount(0)

  // Closed from today for three days: the public page says it opens again the day after.
  await page.getByRole('checkbox', { name: 'Open to the public' }).check()
  await page.getByRole('checkbox', { name: 'Closed for some days' }).check()
  await page.getByLabel('First closed day').selectOption(hotelDay(0))
  await page.getByLabel('Last closed day').selectOption(hotelDay(2))
  await expect(page.getByText('Public link:')).toBeVisible()
  await saveAll(page)
  await expect
    .poll(
      async () => (
        await visitor.reload(),
        await visitor.getByRole('heading', { name: 'Restaurant is closed' }).count()
      ),
      {
        timeout: 20_000,
      },
    )
    .toBe(1)
  await expect(visitor.getByText('Reservations open again on')).toBeVisible()
  await screenshot(visitor, 'settings-public-closed')

  // The pool bar: not open to the public (the 404 page); opened, visitors book it.
  await visitor.goto(`/app/public/reservation/${business._id}/Pool%20bar`)
  await expect(visitor.getByText(/does not exist/i)).toBeVisible()
  await pickService(page, 'Pool bar')
  await page.getByRole('checkbox', { name: 'Open to the public' }).check()
  await page.getByLabel('Reservation type').selectOption({ label: 'Non-positional' })
  await saveAll(page)
  await expect
    .poll(async () => (await visitor.reload(), await visitor.getByLabel('Surname').count()), {
      timeout: 20_000,
    })
    .toBe(1)
  await visitor.getByLabel('Surname').fill('Horvat')
  await visitor.getByLabel('Phone').fill('064 123 4567')
  await visitor.getByLabel('E-mail').fill('iva.horvat@example.com')
  await visitor.getByLabel('Date').selectOption(hotelDay(4))
  await visitor.getByRole('radio', { name: '16:00' }).check()
  const created = visitor.waitForResponse((r) => r.url().includes('createReservationExternal'))
  await visitor.getByRole('button', { name: 'Reserve' }).click()
  const booked = (await (await created).json()) as { _id: string }
  await expect(visitor.getByRole('dialog', { name: 'Reservation sent' })).toBeVisible()

  // 600 px in the dark: the side navigation stacks above the sections; axe clean.
  const phone = await browser.newContext({
    viewport: { width: 600, height: 900 },
    colorScheme: 'dark',
  })
  const small = await phone.newPage()
  await staffLogin(small, 'manager')
  await small.goto('/app/h/edit/Spa')
  await expect(small.getByRole('heading', { name: 'Service: Spa' })).toBeVisible()
  await small.getByRole('checkbox', { name: 'Daily break' }).check()
  await expect(small.getByLabel('Break from')).toBeVisible()
  await small.getByRole('checkbox', { name: 'Daily break' }).uncheck()
  // E-mail requests without an e-mail stop the save (emailEmptyWhileRequestTrue).
  await small.getByRole('checkbox', { name: 'Send requests by e-mail' }).check()
  await small.getByRole('button', { name: 'Save all' }).click()
  await expect(
    small
      .getByRole('alert')
      .filter({ hasText: 'E-mail requests are on, but the service e-mail is empty.' }),
  ).toBeVisible()
  await small.getByRole('checkbox', { name: 'Send requests by e-mail' }).uncheck()
  await expectAccessible(small, 'settings 600 px dark')
  await screenshot(small, 'settings-600-dark')

  // Everything back as it was (the visitor's booking too: later specs read the pool's boards).
  expect((await api.delete(`${RESERVATION_BASE}/deleteReservation/${booked._id}`)).ok()).toBe(true)
  await page.getByRole('checkbox', { name: 'Open to the public' }).uncheck()
  await page
    .getByLabel('Reservation type')
    .selectOption({ label: 'Positional (guests choose tables)' })
  await pickService(page, 'Restaurant')
  await page.getByRole('checkbox', { name: 'Closed for some days' }).uncheck()
  await page.getByLabel('Tuesday from').fill(before.from)
  await page.getByLabel('Tuesday to').fill(before.to)
  await saveAll(page)
  await expect
    .poll(
      async () =>
        ((await (await api.get(slotsPath)).json()) as { time: { h: number } }[])[0]?.time.h,
      {
        timeout: 20_000,
      },
    )
    .toBe(Number(before.from.slice(0, 2)))
})
