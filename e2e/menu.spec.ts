import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import type { Article } from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { Board } from './board.ts'
import { BASE_URL, demo, screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { staffApi } from './server-state.ts'

/** A photo as a phone camera would give it: a PNG larger than the 1920 px limit. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 2400, height: 1800, channels: 3, background: { r: 230, g: 170, b: 60 } },
  })
    .png()
    .toBuffer()
}

async function serverItems(): Promise<Article[]> {
  const api = await staffApi('manager')
  const me = (await (await api.get('/api/v2/access/me')).json()) as { business_id: string }
  const reply = await api.get(
    `/api/v2/restaraunt-bar/article/getArticleByBusinessID/${me.business_id}`,
  )
  return (await reply.json()) as Article[]
}

test('staff make a category and an item with a required modifier and a photo offline; a guest orders it', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await waitForServiceWorker(page)
  await page.goto('/app/h/menu/Room%20service')
  await expect(page.locator('.menu-card--category').first()).toBeVisible()
  await expectAccessible(page, 'menu screen')

  await context.setOffline(true)
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()

  // A category: English name required; opening the item form would close this one.
  await page.getByRole('button', { name: 'New category' }).click()
  const categoryForm = page.locator('.menu-form')
  await categoryForm.getByRole('button', { name: 'Save' }).click()
  await expect(categoryForm.getByText('This is required.')).toBeVisible()
  await categoryForm.getByLabel('English').fill('Late bites')
  await categoryForm.getByLabel('Serbian').fill('Kasni zalogaji')
  await categoryForm.getByRole('button', { name: 'Save' }).click()
  const category = page.locator('.menu-card--category', { hasText: 'Late bites' })
  await expect(category).toHaveAttribute('data-waiting', 'true')
  await expect(category).toHaveAttribute('aria-current', 'true')

  // An item in it with a required modifier and a photo; a comma price is refused with the hint.
  await page.getByRole('button', { name: 'New item' }).click()
  const form = page.locator('.menu-form')
  await form.getByRole('group', { name: 'Name' }).getByLabel('English').fill('Grilled cheese')
  await form.getByLabel('Price', { exact: true }).fill('9,50')
  await form.getByRole('button', { name: 'Add modifier' }).click()
  await form.getByRole('group', { name: 'Modifier name' }).getByLabel('English').fill('Bread')
  await form.getByRole('group', { name: 'Answer 1' }).getByLabel('English').fill('Rye')
  await form.getByRole('button', { name: 'Add answer' }).click()
  await form.getByRole('group', { name: 'Answer 2' }).getByLabel('English').fill('White')
  await form.getByLabel('Required').check()
  // What it contains and whom it suits: the EU allergens and the diets.
  await form.getByRole('group', { name: 'Allergens' }).getByLabel('Milk').check()
  await form.getByRole('group', { name: 'Allergens' }).getByLabel('Gluten').check()
  await form.getByRole('group', { name: 'Suits these diets' }).getByLabel('Vegetarian').check()
  await form.locator('input[type=file]').setInputFiles({
    name: 'grilled-cheese.png',
    mimeType: 'image/png',
    buffer: await cameraPhoto(),
  })
  await expect(form.locator('.menu-form__preview')).toBeVisible({ timeout: 20_000 })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Use a dot for decimals, e.g. 4.50')).toBeVisible()
  await form.getByLabel('Price', { exact: true }).fill('9.50')
  await form.getByRole('button', { name: 'Save' }).click()
  const item = page.locator('.menu-card--item', { hasText: 'Grilled cheese' })
  await expect(item).toHaveAttribute('data-waiting', 'true')
  await expect(item).toContainText('1 required')
  await expect(item.locator('img')).toBeVisible()
  await screenshot(page, 'menu-offline')
  expect((await serverItems()).some((a) => a.name.en === 'Grilled cheese')).toBe(false)

  // Back online: the category, the item and then its photo reach the server, once each.
  await context.setOffline(false)
  await expect(item).not.toHaveAttribute('data-waiting', 'true', { timeout: 20_000 })
  await expect(category).not.toHaveAttribute('data-waiting', 'true')
  const saved = (await serverItems()).filter((a) => a.name.en === 'Grilled cheese')
  expect(saved).toHaveLength(1)
  expect(saved[0]).toMatchObject({
    price: 9.5,
    modifiers: [{ required: true, max: 1 }],
    allergens: ['gluten', 'milk'],
    diets: ['vegetarian'],
  })
  expect(saved[0]?.image).toMatch(/\.webp\?v=/)
  const picture = await (await fetch(`${BASE_URL}${saved[0]!.image}`)).arrayBuffer()
  const meta = await sharp(Buffer.from(picture)).metadata()
  expect([meta.format, Math.max(meta.width ?? 0, meta.height ?? 0)]).toEqual(['webp', 1920])

  // A guest orders it (the required bread must be chosen); the board shows the order live.
  const waiter = await browser.newPage()
  await staffLogin(waiter, 'waiter')
  const board = new Board(waiter)
  await expect(board.column('pending')).toBeVisible()
  const guestInfo = demo().guests[0]!
  const guest = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await guest.goto(guestInfo.url)
  await guest.getByLabel('Room code').fill(guestInfo.code)
  await guest.getByRole('button', { name: 'Continue' }).click()
  await guest.getByRole('link', { name: /Room service/ }).click()
  await guest.getByRole('button', { name: /Grilled cheese/ }).click()
  await guest.getByRole('button', { name: 'Add to cart' }).click()
  await expect(guest.getByText('This is required.')).toBeVisible()
  await guest.getByRole('radio', { name: /White/ }).check()
  await guest.getByRole('button', { name: 'Add to cart' }).click()
  await guest.getByRole('button', { name: /View cart/ }).click()
  await guest.getByRole('radio', { name: 'Cash' }).check()
  await guest.getByRole('button', { name: /Place order/ }).click()
  await expect(guest.getByText('Thank you! Your order has been sent.')).toBeVisible()
  const card = board.column('pending').locator('[data-order-id]', { hasText: 'Grilled cheese' })
  await expect(card).toContainText('White')
  await context.close()
})

test('the menu screen and its forms are accessible in dark appearance at 600 px', async ({
  browser,
}) => {
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 600, height: 900 },
  })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await page.goto('/app/h/amenities/Amenities')
  await expect(page.locator('.menu-card--category').first()).toBeVisible()
  await expectAccessible(page, 'amenities menu, dark, 600 px')
  // One list at a time on a narrow screen: a category leads to its items and back.
  await page.locator('.menu-card--category').first().click()
  await expect(page.locator('.menu-screen__categories')).toBeHidden()
  await page.getByRole('button', { name: 'New category' }).click()
  await expect(page.locator('.menu-form')).toBeVisible()
  await expectAccessible(page, 'category form, dark')
  // Opening the item form closes the category form.
  await page.getByRole('button', { name: 'Close' }).click()
  await page.locator('.menu-card__open').first().click()
  await expect(page.getByRole('heading', { name: 'Edit item' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'New category' })).toHaveCount(0)
  await expectAccessible(page, 'item form, dark')
  await page.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: /Categories/ }).click()
  await expect(page.locator('.menu-screen__categories')).toBeVisible()
  await context.close()
})
