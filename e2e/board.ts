import { expect, type Locator, type Page } from '@playwright/test'

/** The staff orders board, by its stable data attributes. */
export class Board {
  constructor(readonly page: Page) {}

  column(name: 'pending' | 'active'): Locator {
    return this.page.locator(`[data-column="${name}"]`)
  }

  card(orderId: string): Locator {
    return this.page.locator(`[data-order-id="${orderId}"]`)
  }

  async expectIn(column: 'pending' | 'active', orderId: string): Promise<void> {
    await expect(this.column(column).locator(`[data-order-id="${orderId}"]`)).toBeVisible()
  }

  async accept(orderId: string): Promise<void> {
    await this.card(orderId).getByRole('button', { name: 'Accept' }).click()
  }

  /** Presses one of the card's buttons (Finish, Delivered, Mark paid…). */
  async press(orderId: string, button: string): Promise<void> {
    await this.card(orderId).getByRole('button', { name: button, exact: true }).click()
  }

  /** Chooses a column's service filter by the service's name ('All services' for all). */
  async filter(column: 'pending' | 'active', service: string): Promise<void> {
    await this.column(column).getByLabel('Service').selectOption({ label: service })
  }

  async decline(orderId: string, reason: string): Promise<void> {
    await this.card(orderId).getByRole('button', { name: 'Decline' }).click()
    const dialog = this.page.getByRole('dialog')
    await dialog.getByLabel(/reason/i).fill(reason)
    await dialog.getByRole('button', { name: 'Decline' }).click()
  }
}
