/**
 * Every text the server's PDF documents print, in the three languages a stay can have. The
 * documents are made on the server, outside Lingui's catalogs, so the dictionary is typed here:
 * a text missing in one language does not compile.
 */

export const DOCUMENT_LANGS = ['en', 'srb', 'cro'] as const
export type DocumentLang = (typeof DOCUMENT_LANGS)[number]

type Dictionary = Record<string, Record<DocumentLang, string>>

const TEXTS = {
  invoice: { en: 'Invoice', srb: 'Račun', cro: 'Račun' },
  invoiceNumber: { en: 'Invoice no.', srb: 'Broj računa', cro: 'Broj računa' },
  issued: { en: 'Issued', srb: 'Datum izdavanja', cro: 'Datum izdavanja' },
  room: { en: 'Room', srb: 'Soba', cro: 'Soba' },
  rooms: { en: 'Rooms', srb: 'Sobe', cro: 'Sobe' },
  guest: { en: 'Guest', srb: 'Gost', cro: 'Gost' },
  checkIn: { en: 'Check-in', srb: 'Dolazak', cro: 'Dolazak' },
  checkout: { en: 'Check-out', srb: 'Odlazak', cro: 'Odlazak' },
  item: { en: 'Item', srb: 'Stavka', cro: 'Stavka' },
  quantity: { en: 'Qty', srb: 'Kol.', cro: 'Kol.' },
  unitPrice: { en: 'Unit price', srb: 'Jedinična cena', cro: 'Jedinična cijena' },
  amount: { en: 'Amount', srb: 'Iznos', cro: 'Iznos' },
  continued: { en: 'continued', srb: 'nastavak', cro: 'nastavak' },
  orderTotal: { en: 'Order total', srb: 'Ukupno za porudžbinu', cro: 'Ukupno za narudžbu' },
  noOrders: {
    en: 'No orders were placed during this stay.',
    srb: 'Tokom boravka nije bilo porudžbina.',
    cro: 'Tijekom boravka nije bilo narudžbi.',
  },
  total: { en: 'Total', srb: 'Ukupno', cro: 'Ukupno' },
  alreadyPaid: { en: 'Already paid', srb: 'Već plaćeno', cro: 'Već plaćeno' },
  chargedToRoom: { en: 'Charged to the room', srb: 'Zaduženo na sobu', cro: 'Terećeno na sobu' },
  balanceDue: { en: 'Balance due', srb: 'Preostalo za plaćanje', cro: 'Preostalo za plaćanje' },
  paymentCash: { en: 'Paid in cash', srb: 'Plaćeno gotovinom', cro: 'Plaćeno gotovinom' },
  paymentCard: { en: 'Paid by card', srb: 'Plaćeno karticom', cro: 'Plaćeno karticom' },
  paymentPaid: { en: 'Paid', srb: 'Plaćeno', cro: 'Plaćeno' },
  paymentRoom: { en: 'On the room bill', srb: 'Na račun sobe', cro: 'Na račun sobe' },
  dueCash: { en: 'To pay in cash', srb: 'Za plaćanje gotovinom', cro: 'Za plaćanje gotovinom' },
  dueCard: { en: 'To pay by card', srb: 'Za plaćanje karticom', cro: 'Za plaćanje karticom' },
  thanks: {
    en: 'Thank you for staying with us.',
    srb: 'Hvala što ste odseli kod nas.',
    cro: 'Hvala što ste odsjeli kod nas.',
  },
  taxNumber: { en: 'Tax number', srb: 'PIB', cro: 'Porezni broj' },
  vatBreakdown: { en: 'VAT breakdown', srb: 'Rekapitulacija PDV-a', cro: 'Rekapitulacija PDV-a' },
  vatRate: { en: 'VAT rate', srb: 'Stopa PDV-a', cro: 'Stopa PDV-a' },
  vatBase: { en: 'Base', srb: 'Osnovica', cro: 'Osnovica' },
  vat: { en: 'VAT', srb: 'PDV', cro: 'PDV' },
  vatGross: { en: 'Total', srb: 'Ukupno', cro: 'Ukupno' },
  vatIncluded: {
    en: 'Prices include VAT.',
    srb: 'Cene sadrže PDV.',
    cro: 'Cijene sadrže PDV.',
  },
  page: {
    en: 'Page {page} of {pages}',
    srb: 'Strana {page} od {pages}',
    cro: 'Stranica {page} od {pages}',
  },
} satisfies Dictionary

export type TextKey = keyof typeof TEXTS

/** The document's texts in one language; `{name}` placeholders are filled from `values`. */
export function documentTexts(lang: DocumentLang) {
  return (key: TextKey, values: Record<string, string | number> = {}): string =>
    TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    )
}

/** For tests: every key and its three texts. */
export const ALL_TEXTS: Readonly<Record<TextKey, Record<DocumentLang, string>>> = TEXTS
