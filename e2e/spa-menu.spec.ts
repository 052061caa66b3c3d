import { expect, test, type Page } from '@playwright/test'
import type { SpaRoom, SpaTreatment } from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { staffApi } from './server-state.ts'

/** The spa rooms and treatments as the server has them (the public reads, like the booking pages). */
async function serverSpaMenu(): Promise<{ rooms: SpaRoom[]; treatments: SpaTreatment[] }> {
  const api = await staffApi('manager')
  const me = (await (await api.get('/api/v2/access/me')).json()) as { business_id: string }
  const rooms = await api.get(`/api/v2/spa/room/getSpaRoomsByBusinessID/${me.business_id}`)
  const treatments = await api.get(
    `/api/v2/spa/service/getSpaServiceByBusinessID/${me.business_id}`,
  )
  return {
    rooms: (await rooms.json()) as SpaRoom[],
    treatments: (await treatments.json()) as SpaTreatment[],
  }
}

const roomCard = (page: Page, name: string) =>
  page.locator('.menu-card--category', { hasText: name })
const treatmentCard = (page: Page, name: string) =>
  page.locator('.menu-card--item', { hasText: name })

test('the manager makes a spa room and a treatment with a modifier offline; after an offline reload and reconnecting the server has each once', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await waitForServiceWorker(page)
  await page.goto('/app/h/spa_menu/Spa')
  await roomCard(page, 'Massage room').click()
  await expect(treatmentCard(page, 'Classic massage')).toBeVisible()

  await context.setOffline(true)
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()

  // A spa room (a category): the English name is required.
  await page.getByRole('button', { name: 'New category' }).click()
  const roomForm = page.locator('.menu-form')
  await roomForm.getByRole('button', { name: 'Save' }).click()
  await expect(roomForm.getByText('This is required.')).toBeVisible()
  await roomForm.getByLabel('English').fill('Salt grotto')
  await roomForm.getByLabel('Serbian').fill('Slana pećina')
  await roomForm.getByLabel('Persons at once').fill('3')
  await roomForm.getByLabel('Cleaning after each (minutes)').fill('10')
  await roomForm.getByRole('button', { name: 'Save' }).click()
  const room = roomCard(page, 'Salt grotto')
  await expect(room).toHaveAttribute('data-waiting', 'true')
  await expect(room).toHaveAttribute('aria-current', 'true')
  await expect(room).toContainText('up to 3 persons')

  // A treatment in it with a modifier for at most two guests; bad numbers are named.
  await page.getByRole('button', { name: 'New item' }).click()
  const form = page.locator('.menu-form')
  await form.getByRole('group', { name: 'Treatment name' }).getByLabel('English').fill('Salt scrub')
  await form.getByRole('group', { name: 'Description' }).getByLabel('English').fill('Sea salt')
  await form.getByLabel('Price', { exact: true }).fill('35,50')
  await form.getByLabel('Length (minutes)').fill('0')
  await form.getByLabel('Maximum persons').fill('2')
  await form.getByLabel('Therapist break (minutes)').fill('10')
  await form.getByRole('button', { name: 'Add modifier' }).click()
  await form.getByRole('group', { name: 'Modifier name' }).getByLabel('English').fill('Oil')
  await form.getByRole('group', { name: 'Answer 1' }).getByLabel('English').fill('Lavender')
  await form.getByLabel('Extra price').fill('3')
  await form.getByLabel('Required').check()
  await form.getByLabel('Max guests').fill('2')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Use a dot for decimals, e.g. 4.50')).toBeVisible()
  await expect(form.getByText('Between 5 and 600 minutes.')).toBeVisible()
  await form.getByLabel('Price', { exact: true }).fill('35.50')
  await form.getByLabel('Length (minutes)').fill('40')
  await form.getByRole('button', { name: 'Save' }).click()
  const treatment = treatmentCard(page, 'Salt scrub')
  await expect(treatment).toHaveAttribute('data-waiting', 'true')
  await expect(treatment).toContainText('40 min')
  await expect(treatment).toContainText('1 modifier')
  expect((await serverSpaMenu()).rooms.some((r) => r.name.en === 'Salt grotto')).toBe(false)

  // A reload with no network: the screen, its rows and their marks come back from the device.
  await page.reload()
  await expect(roomCard(page, 'Salt grotto')).toHaveAttribute('data-waiting', 'true')
  await roomCard(page, 'Salt grotto').click()
  await expect(treatmentCard(page, 'Salt scrub')).toHaveAttribute('data-waiting', 'true')
  await screenshot(page, 'spa-menu-offline')

  // Back online: each lands once.
  await context.setOffline(false)
  await expect(treatmentCard(page, 'Salt scrub')).not.toHaveAttribute('data-waiting', 'true', {
    timeout: 20_000,
  })
  await expect(roomCard(page, 'Salt grotto')).not.toHaveAttribute('data-waiting', 'true')
  await expect
    .poll(async () => {
      const menu = await serverSpaMenu()
      return [
        menu.rooms.filter((r) => r.name.en === 'Salt grotto').length,
        menu.treatments.filter((t) => t.name.en === 'Salt scrub').length,
      ]
    })
    .toEqual([1, 1])
  const saved = (await serverSpaMenu()).treatments.find((t) => t.name.en === 'Salt scrub')!
  const savedRoom = (await serverSpaMenu()).rooms.find((r) => r.name.en === 'Salt grotto')!
  expect(savedRoom).toMatchObject({ max_persons: 3, cleaning_break: 10 })
  expect(saved).toMatchObject({
    room_id: savedRoom._id,
    length: 40,
    price: 35.5,
    max_persons: 2,
    therapist_break: 10,
    modifiers: [{ name: { en: 'Oil' }, required: true, max: 1, max_guests: 2 }],
  })

  // Search by treatment name: only the rooms that hold a match, and only the matches.
  const search = page.getByRole('searchbox', { name: 'Search treatments by name' })
  await search.fill('SCRUB')
  await expect(page.locator('.menu-card--category')).toHaveCount(1)
  await expect(roomCard(page, 'Salt grotto')).toBeVisible()
  await search.fill('classic')
  await expect(roomCard(page, 'Massage room')).toBeVisible()
  await expect(page.locator('.menu-card--item')).toHaveCount(1)
  await expect(treatmentCard(page, 'Classic massage')).toBeVisible()
  await search.fill('no such treatment')
  await expect(page.getByText('Nothing matches this search.')).toBeVisible()
  await context.close()
})

test('the therapist, without itemsWrite, reads the treatments but has no New buttons', async ({
  page,
}) => {
  await staffLogin(page, 'therapist')
  await page.goto('/app/h/spa_menu/Spa')
  await roomCard(page, 'Massage room').click()
  await expect(treatmentCard(page, 'Classic massage')).toBeVisible()
  await expect(page.getByRole('button', { name: 'New category' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'New item' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Edit category' })).toHaveCount(0)
  await expect(treatmentCard(page, 'Classic massage').locator('.menu-card__open')).toBeDisabled()
  await screenshot(page, 'spa-menu-read-only')
})

test('the treatments screen and its forms are accessible in dark appearance at 600 px', async ({
  browser,
}) => {
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 600, height: 900 },
  })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await page.goto('/app/h/spa_menu/Spa')
  await expect(roomCard(page, 'Massage room')).toBeVisible()
  await expectAccessible(page, 'treatments, dark, 600 px')
  await screenshot(page, 'spa-menu-dark-600')
  // One list at a time on a narrow screen: a room leads to its treatments and back.
  await roomCard(page, 'Couples suite').click()
  await expect(page.locator('.menu-screen__categories')).toBeHidden()
  await expect(treatmentCard(page, 'Couples massage')).toBeVisible()
  await treatmentCard(page, 'Couples massage').locator('.menu-card__open').click()
  await expect(page.getByRole('heading', { name: 'Edit item' })).toBeVisible()
  await expectAccessible(page, 'treatment form, dark')
  await screenshot(page, 'spa-menu-form-dark-600')
  await page.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Edit category' }).click()
  await expect(page.getByRole('heading', { name: 'Edit category' })).toBeVisible()
  // A room with treatments is not offered for deletion: the dialog says what to do first.
  await page.getByRole('button', { name: 'Delete category' }).click()
  await expect(page.getByRole('dialog')).toContainText('still has 2 treatments')
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await expectAccessible(page, 'delete dialog, dark')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: /Spa rooms/ }).click()
  await expect(page.locator('.menu-screen__categories')).toBeVisible()
  await context.close()
})
