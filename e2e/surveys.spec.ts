import { expect, test, type Page } from '@playwright/test'
import {
  EMPLOYEE_SHIFT_BASE,
  SPA_APPOINTMENT_BASE,
  SPA_SERVICE_BASE,
  SURVEY_BASE,
  type Employee,
  type Service,
  type SpaAppointment,
  type SpaTreatment,
  type Survey,
} from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { demo, screenshot, staffLogin } from './demo.ts'
import { hotelClock, hotelDay } from './hotel-clock.ts'
import { serverChanges, staffApi } from './server-state.ts'

/**
 * Surveys (issue 18): the manager makes a required survey before the spa's use; a room guest who
 * books a treatment answers it first ('Fill in all required fields.' when empty), then books; the
 * manager reads the answer. The survey, the appointment and the shifts are removed at the end, so
 * the other specs' spa bookings stay open.
 */
const NAME = `Health check ${Date.now()}`
const day = () => hotelDay(4)

async function shot(page: Page, name: string) {
  await screenshot(page, name)
  await page.screenshot({ path: `/tmp/survey-${name}.png`, fullPage: true })
}

test('a required survey before the spa: the guest answers it, then books; the manager sees the answer', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const api = await staffApi('owner')
  const { changes } = await serverChanges(0)
  const rows = <T>(table: string) =>
    changes.filter((c) => c.table === table && c.row).map((c) => c.row as T)
  const spa = rows<Service>('services').find((s) => s.type === 'spa')!
  const therapists = rows<Employee>('employees').filter(
    (e) => e.role === 'therapist' && e.services.some((s) => s.service_id === spa._id),
  )
  const shifts: string[] = []
  for (const therapist of therapists) {
    const res = await api.post(`${EMPLOYEE_SHIFT_BASE}/createEmployeeShift`, {
      data: {
        business_id: spa.business_id,
        service_id: spa._id,
        shift_id: 'spa-afternoon',
        target_employee_id: therapist._id,
        date: day(),
      },
    })
    if (res.ok()) shifts.push(((await res.json()) as { _id: string })._id)
  }
  const email = 'survey.guest@example.com'
  try {
    // The manager makes the survey on the staff screen.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const manager = await desk.newPage()
    await staffLogin(manager, 'manager')
    await manager.locator('#back-office-sidebar').getByRole('link', { name: 'Surveys' }).click()
    await expect(manager.getByRole('heading', { name: 'Surveys', level: 1 })).toBeVisible()
    await expect(manager.getByText('Review us')).toBeVisible()
    await expectAccessible(manager, 'surveys')
    await shot(manager, 'list-light')

    await manager.getByRole('button', { name: 'New survey' }).click()
    const form = manager.getByRole('dialog', { name: 'New survey' })
    await form.getByLabel('Name (English)').fill(NAME)
    await form.getByLabel('Name (Serbian)').fill('Zdravlje')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByText('The name is required in every language.')).toBeVisible()
    await form.getByLabel('Name (Croatian)').fill('Zdravlje')
    await form.getByRole('combobox', { name: 'When to ask' }).selectOption({ label: 'Always' })
    await expect(form.getByRole('checkbox', { name: /^Required/ })).toHaveCount(0)
    await form
      .getByRole('combobox', { name: 'When to ask' })
      .selectOption({ label: 'Before using a service' })
    await form.getByRole('combobox', { name: 'Service' }).selectOption({ label: spa.name })
    await form.getByRole('checkbox', { name: /^Required/ }).check()
    await form.getByLabel('Question (English)').fill('Your age')
    await form.getByRole('combobox', { name: 'Answer type' }).selectOption({ label: 'Number' })
    await form.getByRole('button', { name: 'Add question' }).click()
    await form.getByLabel('Question (English)').nth(1).fill('Any health issues?')
    await form.getByLabel('Answer required').nth(1).check()
    // Reordered by keyboard: the second question moves up.
    await form.getByRole('button', { name: 'Move question 2 up' }).focus()
    await manager.keyboard.press('Enter')
    await expect(form.getByLabel('Question (English)').first()).toHaveValue('Any health issues?')
    await expectAccessible(manager, 'survey form')
    await shot(manager, 'form-light')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form).toBeHidden()
    const card = manager.locator('.survey-card', { hasText: NAME })
    await expect(card).toContainText('Required')
    await expect(card).not.toHaveAttribute('data-waiting', 'true', { timeout: 20_000 })

    // A room guest picks a treatment: the survey comes first.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await phone.newPage()
    const room = demo().guests[2]!
    await page.goto(room.url)
    await page.getByLabel('Room code').fill(room.code)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('banner').getByRole('combobox').selectOption('en')
    await page
      .getByRole('region', { name: 'Book a treatment' })
      .getByRole('link', { name: /Spa/ })
      .click()
    await page.getByRole('button', { name: /Classic massage/ }).click()
    const survey = page.getByRole('region', { name: 'Survey before booking' })
    await expect(survey.getByRole('heading', { name: NAME })).toBeVisible()
    await survey.getByRole('button', { name: 'Send answers' }).click()
    await expect(survey.getByRole('alert')).toHaveText('Fill in all required fields.')
    await expectAccessible(page, 'guest survey form')
    await shot(page, 'guest-form-light')
    await survey.getByLabel(/Your age/).fill('thirty')
    await survey.getByLabel(/Any health issues/).fill('None')
    await survey.getByRole('button', { name: 'Send answers' }).click()
    await expect(survey.getByText('Enter a number.')).toBeVisible()
    await survey.getByLabel(/Your age/).fill('34')
    await survey.getByRole('button', { name: 'Send answers' }).click()

    // Then the booking form, and the booking goes through.
    const massage = (
      (await (
        await api.get(`${SPA_SERVICE_BASE}/getSpaServiceByBusinessID/${spa.business_id}`)
      ).json()) as SpaTreatment[]
    ).find((t) => t.name.en === 'Classic massage')!
    const slots = (await (
      await api.get(
        `${SPA_APPOINTMENT_BASE}/getFreeAppointmentsWithTherapists/${massage._id}?date=${day()}&persons=1`,
      )
    ).json()) as { at: string; available: boolean; therapists: { _id: string }[] }[]
    const slot = slots.find((s) => s.available && s.therapists.length > 0)!
    await page.getByLabel('Date').selectOption(day())
    await page.getByRole('radio', { name: hotelClock(slot.at), exact: true }).check()
    await page.getByLabel('Surname').fill('Anketić')
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Book' }).click()
    await expect(page.getByRole('dialog', { name: 'Reservation sent' })).toContainText(email)

    // The manager reads the answer.
    await card.getByRole('button', { name: `Answers to ${NAME}` }).click()
    const answers = manager.getByRole('dialog', { name: `Answers: ${NAME}` })
    await expect(answers).toContainText('Answers: 1')
    await expect(answers.getByRole('row', { name: /Your age/ })).toContainText('34')
    await expect(answers).toContainText('None')
    await shot(manager, 'answers-light')
    await answers.getByRole('button', { name: /close/i }).click()

    // 600 px in the dark: the list and the guest preview.
    await manager.setViewportSize({ width: 600, height: 900 })
    await manager.emulateMedia({ colorScheme: 'dark' })
    await card.getByRole('button', { name: `Preview ${NAME}` }).click()
    const preview = manager.getByRole('dialog', { name: 'Guest preview' })
    await expect(preview.getByRole('heading', { name: NAME })).toBeVisible()
    await expectAccessible(manager, 'guest preview, dark')
    await shot(manager, 'preview-dark-600')
    await preview.getByRole('button', { name: /close/i }).click()

    // Deleted (with its confirmation): guests are no longer asked it.
    await card.getByRole('button', { name: `Delete ${NAME}` }).click()
    await manager
      .getByRole('dialog', { name: 'Delete this survey?' })
      .getByRole('button', { name: 'Delete survey' })
      .click()
    await expect(card).toHaveCount(0)
    await phone.close()
    await desk.close()
  } finally {
    const list = (await (
      await api.get(`${SURVEY_BASE}/getSurveysByBusinessID/${spa.business_id}`)
    ).json()) as Survey[]
    for (const s of list.filter((x) => x.name.en === NAME))
      await api.delete(`${SURVEY_BASE}/deleteSurvey/${s._id}`)
    const booked = (await (
      await api.get(`${SPA_APPOINTMENT_BASE}/getSpaAppointmentsByServiceID/${spa._id}`)
    ).json()) as SpaAppointment[]
    for (const a of booked.filter((x) => x.email === email))
      await api.delete(`${SPA_APPOINTMENT_BASE}/deleteSpaAppointment/${a._id}`)
    for (const id of shifts)
      await api.delete(`${EMPLOYEE_SHIFT_BASE}/deleteEmployeeShiftById/${id}`)
    await api.dispose()
  }
})
