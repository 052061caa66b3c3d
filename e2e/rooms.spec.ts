import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import type { Order, Room, Stay } from '../sync/protocol/index.ts'
import { roomPath } from '../src/features/guest/paths.ts'
import { expectAccessible } from './axe.ts'
import {
  placeRoomServiceOrder,
  screenshot,
  serverOrder,
  staffLogin,
  waitForServiceWorker,
} from './demo.ts'
import { makeFastInputFile } from '../tests/helpers/fast-input-fixture.ts'
import { pdfPagesText, renderPdfPage } from '../tests/helpers/read-pdf.ts'
import { acceptOnServer, serverChanges, staffApi } from './server-state.ts'
import { hotelDay } from './hotel-clock.ts'

const ROOMS = '/app/h/rooms/Reception'

/** A day `days` from today (check-outs must lie within a year: rules/date-window.ts). */
const day = (days: number) => hotelDay(days)
/** How a room card shows a day ('1 Feb'). */
const shown = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })

/** A screenshot of what is on screen (popups), to test-results/screens/<name>.png. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png` })

const card = (page: Page, name: string) =>
  page.locator('.room-card', { has: page.getByRole('heading', { name, exact: true }) })

/** Every stay of the room on the server (reception sees the room codes); '' every room's. */
async function serverStays(roomId: string): Promise<Stay[]> {
  const api = await staffApi('reception')
  const me = (await (await api.get('/api/v2/access/me')).json()) as { business_id: string }
  const stays = (await (
    await api.get(`/api/v2/hotel/stay/GetStaysByBusinessID/${me.business_id}`)
  ).json()) as Stay[]
  await api.dispose()
  return roomId === '' ? stays : stays.filter((s) => s.room_id === roomId)
}

/** Euros as the invoice writes them in Serbian (sr-Latn-RS): 52,50 €. */
const eur = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`

/** The text of a PDF's pages, its white space as single spaces. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfPagesText(pdf)).join(' ').replace(/\s+/g, ' ')
}

/**
 * The number a Serbian invoice prints: beside 'Broj računa' at the top (the number is drawn
 * before its label) and in every page's footer ('Hotel Aurora · Račun 7'); both must agree.
 */
function invoiceNumber(text: string): number {
  const top = /(?:^| )(\d+) Broj računa/.exec(text)
  const footer = /· Račun (\d+)/.exec(text)
  expect(top, 'the number beside Broj računa').not.toBeNull()
  expect(footer?.[1], 'the footer’s number').toBe(top![1])
  return Number(top![1])
}

/** A guest checks into an empty room and straight out, at another desk (the API): the invoice. */
async function checkInAndOutOnServer(roomName: string): Promise<string> {
  const { changes } = await serverChanges(0)
  const room = changes
    .filter((c) => c.table === 'rooms' && c.row)
    .map((c) => c.row as Room)
    .find((r) => r.name === roomName)!
  const api = await staffApi('reception')
  const checkIn = await api.post('/api/v2/hotel/stay/generateNewPasswordAndCheckIn', {
    data: { room_id: room._id, checkout: day(1), guest_name: 'Jovan Prethodni', lang: 'srb' },
  })
  expect(checkIn.ok(), await checkIn.text()).toBe(true)
  const stay = (await checkIn.json()) as Stay
  const out = await api.put('/api/v2/hotel/stay/checkout', { data: { stay_id: stay._id } })
  expect(out.ok(), await out.text()).toBe(true)
  const { invoice } = (await out.json()) as { invoice: string }
  await api.dispose()
  return pdfText(new Uint8Array(Buffer.from(invoice, 'base64')))
}

/** A guest's phone, not signed in, opens a room's link (as its QR code does) and enters a code. */
async function enterRoomCode(page: Page, roomId: string, code: string) {
  await page.goto(roomPath(roomId))
  await page.getByLabel('Room code').fill(code)
  await page.getByRole('button', { name: 'Continue' }).click()
}

test('reception checks a guest in, extends a stay and checks a room out offline; each lands once and the invoice downloads when it syncs', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  // Room 108's guest (the stay is in Serbian) ordered twice: paid in cash, and on the room bill.
  const stay108 = (await serverStays('')).find((s) => s.room_name === '108' && s.check_in)!
  const guest108 = { roomId: stay108.room_id, code: stay108.password! }
  const cash = await placeRoomServiceOrder(guest108, '', {
    payment: 'cash',
    lines: [{ article: 'Club sandwich', count: 2 }, { article: 'Fresh orange juice' }],
  })
  const onRoom = await placeRoomServiceOrder(guest108, '', {
    payment: 'room',
    lines: [
      // Doneness: medium; extras: cheese and bacon.
      {
        article: 'Beef burger',
        modifiers: [
          { index: 0, answers: [1] },
          { index: 1, answers: [0, 1] },
        ],
      },
      { article: 'Pancakes' },
    ],
  })
  // Two more cash orders the guest never received, of items no other order has: one the desk
  // declines, one still pending at check-out.
  const declined = await placeRoomServiceOrder(guest108, '', {
    payment: 'cash',
    lines: [{ article: 'Caesar salad' }],
  })
  const pending = await placeRoomServiceOrder(guest108, '', {
    payment: 'cash',
    lines: [{ article: 'Continental breakfast' }],
  })
  // The invoice lists what the guest received (issue 16): the cash order was delivered and paid,
  // the room-bill one accepted; the declined and the pending ones are not on it.
  await acceptOnServer(cash._id)
  await acceptOnServer(onRoom._id)
  const desk = await staffApi('manager')
  const refused = await desk.put('/api/v2/restaraunt-bar/order/declineOrder', {
    data: { order_id: declined._id, reason: 'Kuhinja je zatvorena' },
  })
  expect(refused.ok(), await refused.text()).toBe(true)
  expect(((await refused.json()) as Order).status).toBe('Declined')
  expect((await serverOrder(pending._id)).status).toBe('Pending')
  const finished = await desk.put('/api/v2/restaraunt-bar/order/finishOrder', {
    data: { order_id: cash._id },
  })
  expect(finished.ok(), await finished.text()).toBe(true)
  const paid = await desk.put('/api/restaraunt-bar/order/paidOrders/', {
    data: { ids: [cash._id] },
  })
  expect(paid.ok(), await paid.text()).toBe(true)
  await desk.dispose()
  const context = await browser.newContext({ acceptDownloads: true })
  const page = await context.newPage()
  await staffLogin(page, 'reception')
  await waitForServiceWorker(page)
  await page.goto(ROOMS)
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible()
  // The tab says which screen it is.
  await expect(page).toHaveTitle('Rooms · Reception · Hotel Aurora')

  // Sorted by number, states shown: 101 is occupied with its guest and code, 117 out of service.
  const names = await page.locator('.room-card__name').allTextContents()
  expect(names.slice(0, 3)).toEqual(['101', '102', '103'])
  await expect(card(page, '101')).toHaveAttribute('data-state', 'occupied')
  await expect(card(page, '101')).toContainText('Ana Kovačević')
  await expect(card(page, '101').getByTestId('room-code')).toHaveText(/^[A-Za-z0-9]{4,12}$/)
  await expect(card(page, '117')).toHaveAttribute('data-state', 'out_of_service')
  await expect(card(page, '111')).toHaveAttribute('data-state', 'unoccupied')
  await screenshot(page, 'rooms-desktop-light')

  // Search by room number.
  await page.getByPlaceholder('Search by room number').fill('11')
  await expect(page.locator('.room-card__name')).toHaveText([
    '110',
    '111',
    '112',
    '113',
    '114',
    '115',
    '116',
    '117',
    '118',
    '119',
  ])
  await page.getByPlaceholder('Search by room number').fill('')

  // Offline check-in of room 111: the desk proposes the code, the stay shows at once with it.
  const roomId = (await card(page, '111').getAttribute('data-room-id'))!
  await context.setOffline(true)
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()
  await card(page, '111').getByRole('button', { name: 'Check in' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Guest name')).toBeFocused()
  await dialog.getByLabel('Check-out date').fill('')
  await dialog.getByRole('button', { name: 'Check in' }).click()
  await expect(dialog.getByText('This is required.')).toBeVisible()
  await dialog.getByLabel('Check-out date').fill(day(40))
  await dialog.getByLabel('Guest name').fill('Nina Offline')
  await dialog.getByLabel('Language').selectOption('srb')
  await dialog.getByRole('button', { name: 'Check in' }).click()
  const code = (await dialog.getByTestId('checkin-code').textContent())!.trim()
  expect(code).toMatch(/^\d{4}$/)
  await shot(page, 'rooms-checkin-offline')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  const room = card(page, '111')
  await expect(room).toHaveAttribute('data-state', 'occupied')
  await expect(room).toHaveAttribute('data-waiting', 'true')
  await expect(room.getByTestId('room-code')).toHaveText(code)
  await expect(room).toContainText('Nina Offline')
  expect((await serverStays(roomId)).filter((s) => s.check_in !== null)).toHaveLength(0)
  // A reload while offline opens on the same rooms, the stay and its code still there.
  await page.reload()
  await expect(room.getByTestId('room-code')).toHaveText(code)
  await expect(room).toHaveAttribute('data-waiting', 'true')

  // Extend another stay while offline (the check-out date is required).
  const stay102 = (await card(page, '102').getAttribute('data-room-id'))!
  await card(page, '102').getByRole('button', { name: 'Extend' }).click()
  await expect(dialog.getByLabel('New check-out date')).toBeFocused()
  await dialog.getByLabel('New check-out date').fill('')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('This is required.')).toBeVisible()
  const extendTo = day(60)
  await dialog.getByLabel('New check-out date').fill(extendTo)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(card(page, '102')).toContainText(shown(extendTo))

  // Check-out of room 108 while offline: queued; the popup says the invoice comes when it syncs.
  await card(page, '108').getByRole('button', { name: 'Check out' }).click()
  await dialog.getByRole('button', { name: 'Check out' }).click()
  await expect(dialog.getByText('The invoice downloads as soon as')).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(card(page, '108')).toHaveAttribute('data-state', 'unoccupied')
  await expect(card(page, '108')).toHaveAttribute('data-waiting', 'true')
  // Reloaded offline before it syncs: the promised invoice still downloads once it does.
  await page.reload()
  await expect(card(page, '108')).toHaveAttribute('data-waiting', 'true')

  // Just before it syncs, another desk checks a guest of room 120 in and out: its invoice has
  // the number before room 108's.
  const previous = invoiceNumber(await checkInAndOutOnServer('120'))

  // Back online: each is sent once, the server keeps the desk's code, the invoice downloads.
  const download = page.waitForEvent('download', { timeout: 30_000 })
  await context.setOffline(false)
  await expect(room).not.toHaveAttribute('data-waiting', 'true', { timeout: 20_000 })
  const inHouse = (await serverStays(roomId)).filter((s) => s.check_in !== null)
  expect(inHouse).toHaveLength(1)
  expect(inHouse[0]!.password).toBe(code)
  expect(inHouse[0]!.guest_name).toBe('Nina Offline')
  expect(inHouse[0]!.lang).toBe('srb')
  await expect(card(page, '102')).not.toHaveAttribute('data-waiting', 'true')
  const extended = (await serverStays(stay102)).filter((s) => s.check_in !== null)
  expect(extended.map((s) => s.checkout)).toEqual([extendTo])

  const file = await download
  expect(file.suggestedFilename()).toMatch(/^invoice-room-108-.*\.pdf$/)
  await file.saveAs('test-results/screens/invoice-room-108.pdf')
  const pdf = new Uint8Array(fs.readFileSync(await file.path()))
  expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-')
  const room108 = (await card(page, '108').getAttribute('data-room-id'))!
  const stays108 = await serverStays(room108)
  expect(stays108.filter((s) => s.check_in !== null)).toHaveLength(0)
  const left = stays108.filter((s) => s.checked_out_at !== null)
  expect(left).toHaveLength(1)
  expect(left[0]!.lang).toBe('srb')

  // The invoice as a person sees it: page 1 painted to a PNG, and its text in the stay's language.
  const page1 = await renderPdfPage(pdf, 1)
  fs.writeFileSync('test-results/screens/invoice-page1.png', page1.png())
  const pages = await pdfPagesText(pdf)
  expect(pages).toHaveLength(1)
  const text = pages[0]!.replace(/\s+/g, ' ')
  for (const label of ['Račun', 'Broj računa', 'Datum izdavanja', 'DOLAZAK', 'ODLAZAK']) {
    expect(text).toContain(label)
  }
  expect(text).toContain(`SOBA 108 GOST ${left[0]!.guest_name!}`)
  expect(text).toContain('STAVKA KOL. JEDINIČNA CENA IZNOS')
  // Each order with its payment, its items, answers and the room-service fee, in Serbian.
  expect(text).toContain('Plaćeno gotovinom')
  expect(text).toContain('Na račun sobe')
  expect(text).toContain(`Klub sendvič 2 ${eur(11)} ${eur(22)}`)
  expect(text).toContain(`Ceđeni sok od pomorandže 1 ${eur(4)} ${eur(4)}`)
  expect(text).toContain(`Goveđi burger 1 ${eur(13.5)} ${eur(16)}`)
  expect(text).toContain('Pečenje: Srednje')
  expect(text).toContain(`Dodaci: Sir + ${eur(1)}`)
  expect(text).toContain(`Dodaci: Slanina + ${eur(1.5)}`)
  expect(text).toContain(`Palačinke 1 ${eur(6.5)} ${eur(6.5)}`)
  expect(text.match(/Naknada za posluživanje u sobi/g)).toHaveLength(2)
  // In cash 22 + 4 + the fee 2 = 28; on the room 16 + 6.5 + the fee 2 = 24.5.
  expect(text).toContain(`Ukupno za porudžbinu ${eur(28)}`)
  expect(text).toContain(`Ukupno za porudžbinu ${eur(24.5)}`)
  // The totals: all, paid in cash already, on the room bill, and what is left to pay.
  expect(text).toContain(`Ukupno ${eur(52.5)}`)
  expect(text).toContain(`Već plaćeno ${eur(28)}`)
  expect(text).toContain(`Zaduženo na sobu ${eur(24.5)}`)
  expect(text).toContain(`Preostalo za plaćanje ${eur(24.5)}`)
  expect(text).toContain('Hvala što ste odseli kod nas.')
  expect(text).toContain('Strana 1 od 1')
  // Neither the declined order nor the pending one, in Serbian or in English.
  for (const name of ['Cezar salata', 'Kontinentalni doručak', 'Caesar salad', 'Continental'])
    expect(text).not.toContain(name)
  // The business's next invoice number: the one after room 120's.
  expect(invoiceNumber(text)).toBe(previous + 1)
  // Still downloadable from the room afterwards, the same invoice with the same number.
  const again = page.waitForEvent('download')
  await card(page, '108').getByRole('button', { name: 'Invoice' }).click()
  const second = await again
  expect(second.suggestedFilename()).toMatch(/\.pdf$/)
  const againText = await pdfText(new Uint8Array(fs.readFileSync(await second.path())))
  expect(invoiceNumber(againText)).toBe(previous + 1)
  expect(againText).toContain(`Ukupno ${eur(52.5)}`)

  // A guest's phone opens room 111's link with the code the desk proposed offline: the room's
  // page opens in the stay's language (Serbian), its menu loads and the guest orders.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const guest = await phone.newPage()
  await enterRoomCode(guest, roomId, code)
  // The room service under its Serbian name.
  await guest.getByRole('link', { name: /Sobna usluga/ }).click()
  await guest.getByRole('button', { name: /Palačinke/ }).click()
  await guest.getByRole('button', { name: 'Dodaj u korpu' }).click()
  await guest.getByRole('button', { name: /Pogledaj korpu/ }).click()
  await guest.getByRole('radio', { name: 'Gotovina' }).check()
  await guest.getByRole('button', { name: /Poruči/ }).click()
  await expect(guest.getByText('Hvala! Vaša porudžbina je poslata.')).toBeVisible()
  await expect(guest.getByText('Hotel Aurora · Soba 111')).toBeVisible()
  await shot(guest, 'rooms-guest-ordered')

  // The next guest checks into 108: the desk proposes a new code, and the last guest's code
  // no longer opens the room (on the departed guest's phone), while the new one does.
  await card(page, '108').getByRole('button', { name: 'Check in' }).click()
  await dialog.getByLabel('Guest name').fill('Next Guest')
  await dialog.getByRole('button', { name: 'Check in' }).click()
  const newCode = (await dialog.getByTestId('checkin-code').textContent())!.trim()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(card(page, '108')).toHaveAttribute('data-state', 'occupied')
  await expect(card(page, '108')).not.toHaveAttribute('data-waiting', 'true', { timeout: 20_000 })
  expect(newCode).not.toBe(guest108.code)
  const departedPhone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const departed = await departedPhone.newPage()
  await enterRoomCode(departed, room108, guest108.code)
  await expect(departed.getByText('Incorrect code. Try again.')).toBeVisible()
  await shot(departed, 'rooms-guest-old-code')
  await departed.getByLabel('Room code').fill(newCode)
  await departed.getByRole('button', { name: 'Continue' }).click()
  await expect(departed.getByRole('link', { name: /Room service|Sobna usluga/ })).toBeVisible()
  await departedPhone.close()
  await phone.close()
  await page.setViewportSize({ width: 600, height: 900 })
  await page.evaluate(() => window.scrollTo(0, 0))
  // The side bar slides away at 600 px; wait until it has.
  await expect(page.getByRole('link', { name: 'Rooms' })).not.toBeInViewport()
  await shot(page, 'rooms-600-light')
  await card(page, '104').getByRole('button', { name: 'Report issue' }).click()
  await shot(page, 'rooms-600-light-ticket')
  await page.keyboard.press('Escape')
  await context.close()
})

test('the rooms screen and its popups are accessible in dark appearance at 600 px', async ({
  browser,
}) => {
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 600, height: 900 },
  })
  const page = await context.newPage()
  await staffLogin(page, 'reception')
  await page.goto(ROOMS)
  await expect(card(page, '101')).toBeVisible()
  await expectAccessible(page, 'rooms, dark, 600 px')
  await screenshot(page, 'rooms-600-dark')

  // Select two rooms, set them inactive: the selection clears, both show out of service.
  await card(page, '113').getByLabel('Select room 113').check()
  await card(page, '114').getByLabel('Select room 114').check()
  await expect(page.getByText('2 rooms selected')).toBeVisible()
  await page.getByRole('button', { name: 'Set inactive' }).click()
  await expect(page.getByText('2 rooms selected')).toBeHidden()
  await expect(card(page, '113')).toHaveAttribute('data-state', 'out_of_service')
  await expect(card(page, '114')).toHaveAttribute('data-state', 'out_of_service')

  // Closing a popup clears the selection.
  await card(page, '120').getByLabel('Select room 120').check()
  await card(page, '115').getByRole('button', { name: 'Check in' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectAccessible(page, 'check-in popup, dark')
  await shot(page, 'rooms-600-dark-checkin')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(card(page, '120').getByLabel('Select room 120')).not.toBeChecked()
  await expect(page.getByText('1 room selected')).toBeHidden()

  await page.getByRole('button', { name: 'Fast input' }).click()
  await page
    .getByLabel('Bookings to import')
    .fill(
      'Room;Check-in;Checkout;Guest\n115;1.12.99;3.12.99;Ana\n999;1.12.99;3.12.99\n116;x;3.12.99',
    )
  await expect(page.getByTestId('fast-input-importing')).toHaveText('1 line imports')
  await expect(page.getByTestId('fast-input-skipped')).toHaveText('2 lines skipped')
  await expect(page.getByRole('dialog')).toContainText('Line 3: no such room')
  await expect(page.getByRole('dialog')).toContainText('Line 4: invalid date (use d.m.yy)')
  await expectAccessible(page, 'fast input popup, dark')
  await shot(page, 'rooms-600-dark-fast-input')
  await page.keyboard.press('Escape')

  await card(page, '116').getByRole('button', { name: 'Edit' }).click()
  await expect(page.getByLabel('Room number or name')).toBeFocused()
  await expectAccessible(page, 'room form, dark')
  await shot(page, 'rooms-600-dark-room-form')
  await page.keyboard.press('Escape')
  await expect(page.getByLabel('Room number or name')).toBeHidden()
  await page.setViewportSize({ width: 1280, height: 900 })
  await shot(page, 'rooms-desktop-dark')
  await context.close()
})

test('a room another desk checked in meanwhile is refused with TAKEN. and the server’s stay is shown', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await staffLogin(page, 'reception')
  await waitForServiceWorker(page)
  await page.goto(ROOMS)
  const room = card(page, '118')
  await expect(room).toHaveAttribute('data-state', 'unoccupied')
  const roomId = (await room.getAttribute('data-room-id'))!

  await context.setOffline(true)
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()
  await room.getByRole('button', { name: 'Check in' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Guest name').fill('Desk Guest')
  await dialog.getByRole('button', { name: 'Check in' }).click()
  const ours = (await dialog.getByTestId('checkin-code').textContent())!.trim()
  await dialog.getByRole('button', { name: 'Done' }).click()

  // Meanwhile the other desk checks the room in on the server.
  const api = await staffApi('reception')
  const reply = await api.post('/api/v2/hotel/stay/generateNewPasswordAndCheckIn', {
    data: { room_id: roomId, checkout: day(50), guest_name: 'Other Desk Guest' },
  })
  expect(reply.ok()).toBe(true)
  const theirs = ((await reply.json()) as Stay).password!
  await api.dispose()
  expect(theirs).not.toBe(ours)

  await context.setOffline(false)
  await expect(room.getByText('Refused by the server')).toBeVisible({ timeout: 20_000 })
  await expect(room).toContainText('TAKEN.')
  await expect(room).toContainText(`room code ${theirs}`)
  await expect(room.getByTestId('room-code')).toHaveText(theirs)
  await expect(room).toContainText('Other Desk Guest')
  await shot(page, 'rooms-taken')
  expect((await serverStays(roomId)).filter((s) => s.check_in !== null)).toHaveLength(1)
  await room.getByRole('button', { name: 'Dismiss' }).click()
  await expect(room.getByText('Refused by the server')).toBeHidden()
  await context.close()
})

test('fast input: a file of 300 lines with 20 bad ones previews 280 and names the skipped lines, then imports them', async ({
  browser,
}) => {
  // Rooms no other test of this file books after today (the file's stays start in 2035).
  const rooms = ['103', '104', '105', '106', '107', '109', '110', '112', '115', '116', '119', '120']
  const file = makeFastInputFile({ lines: 300, bad: 20, rooms, header: true })
  expect(file.rows).toHaveLength(280)
  const context = await browser.newContext()
  const page = await context.newPage()
  await staffLogin(page, 'reception')
  await page.goto(ROOMS)
  await expect(card(page, '101')).toBeVisible()
  const imported = async () =>
    (await serverStays('')).filter((s) => (s.arrival ?? '') >= '2035-01-01').length
  expect(await imported()).toBe(0)

  await page.getByRole('button', { name: 'Fast input' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Bookings to import').fill(file.text)
  await expect(dialog.getByTestId('fast-input-importing')).toHaveText('280 lines import')
  await expect(dialog.getByTestId('fast-input-skipped')).toHaveText('20 lines skipped')
  for (const bad of file.bad) await expect(dialog.getByText(`Line ${bad.line}:`)).toBeVisible()
  await shot(page, 'rooms-fast-input-300')
  await dialog.getByRole('button', { name: 'Import 280 bookings' }).click()
  await expect(dialog).toContainText('280 bookings are being imported.')
  await dialog.getByRole('button', { name: 'Done' }).click()

  // Once synced, the bookings are on the server (and on the rooms).
  await expect.poll(imported, { timeout: 20_000 }).toBe(280)
  await expect(card(page, '103')).toContainText('Booked', { timeout: 20_000 })
  await context.close()
})
