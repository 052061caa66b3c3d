import type { InvoiceInput, InvoiceOrder } from '../../server/documents/invoice-pdf.ts'
import type { DocumentLang } from '../../server/documents/texts.ts'

/** A realistic stay's invoice input: three orders, modifiers, every payment kind (cash and card paid). */
export function sampleInvoice(
  lang: DocumentLang,
  overrides: Partial<InvoiceInput> = {},
): InvoiceInput {
  const orders: InvoiceOrder[] = [
    {
      id: 'o-1',
      time: '2026-11-20T19:42:00Z',
      serviceName: 'Restoran Čardak',
      payment: 'room',
      lines: [
        {
          name: 'Ćevapi u lepinji sa kajmakom',
          count: 2,
          unitPrice: 12.5,
          modifiers: [
            { name: 'Prilog', answers: [{ name: 'Pomfrit', price: 2 }] },
            { name: 'Luk', answers: [{ name: 'Crni luk', price: 0 }] },
          ],
        },
        { name: 'Šopska salata', count: 1, unitPrice: 6.8, modifiers: [] },
        { name: 'Domaća limunada', count: 3, unitPrice: 3.2, modifiers: [] },
      ],
    },
    {
      id: 'o-2',
      time: '2026-11-21T08:15:00Z',
      serviceName: 'Room service',
      payment: 'card',
      paid: true,
      lines: [
        {
          name: 'Doručak: jaja, šunka, sir, domaći hleb i džem od šljiva',
          count: 2,
          unitPrice: 14,
          modifiers: [
            {
              name: 'Kafa',
              answers: [
                { name: 'Espreso', price: 1.5 },
                { name: 'Mleko', price: 0.3 },
              ],
            },
          ],
        },
        { name: 'Sveže ceđeni sok od narandže', count: 2, unitPrice: 4.5, modifiers: [] },
      ],
    },
    {
      id: 'o-3',
      time: '2026-11-21T21:05:00Z',
      serviceName: 'Lobby bar',
      payment: 'cash',
      paid: true,
      lines: [
        { name: 'Žuta osa — vinjak', count: 2, unitPrice: 5, modifiers: [] },
        { name: 'Đus od jabuke', count: 1, unitPrice: 3, modifiers: [] },
      ],
    },
  ]
  return {
    business: {
      name: 'Hotel Zlatibor Đurđevak',
      currency: 'EUR',
      address: 'Kraljev trg 12, 31315 Zlatibor, Srbija',
      timeZone: 'Europe/Belgrade',
    },
    room: { name: '204' },
    stay: {
      id: '3f2a9c1e-7b4d-4e8a-9c2f-1a6b5d8e0f42',
      number: 1042,
      checkIn: '2026-11-20T14:00:00Z',
      checkout: '2026-11-23',
      guestName: 'Željko Đorđević',
    },
    lang,
    issuedAt: new Date('2026-11-23T10:30:00Z'),
    orders,
    ...overrides,
  }
}

export function sampleQrCodes(count: number): Array<{ name: string; url: string }> {
  return Array.from({ length: count }, (_, i) => ({
    name: `Soba ${101 + i}${i === 3 ? ' — apartman s pogledom na jezero' : ''}`,
    url: `https://hotel.example/app/hu/room-${101 + i}?code=${(i * 7919).toString(36)}`,
  }))
}
