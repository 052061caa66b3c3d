import { randomUUID } from 'node:crypto'
import type { LocalizedText } from '../sync/protocol/index.ts'
import type { Tx } from './db/client.ts'
import * as t from './db/schema.ts'
import type { NextVersion } from './domain/versioning.ts'

/*
 * The demo hotel's info pages (issue 18), one service per info type, in en, srb and cro: the
 * Wi-Fi and house rules as text, the nearby shops with their offers, the beach on a map, the
 * excursions as a priced list, and the city guide as an external link.
 */

const tx3 = (en: string, srb: string, cro: string): LocalizedText => ({ en, srb, cro })

const TEXTS = [
  {
    title: tx3('Wi-Fi', 'Wi-Fi', 'Wi-Fi'),
    text: tx3(
      'Network: Aurora-Guest\nPassword: seaside2026\nThe connection is free in every room and on the terrace.',
      'Mreža: Aurora-Guest\nLozinka: seaside2026\nVeza je besplatna u svakoj sobi i na terasi.',
      'Mreža: Aurora-Guest\nLozinka: seaside2026\nVeza je besplatna u svakoj sobi i na terasi.',
    ),
  },
  {
    title: tx3('Breakfast', 'Doručak', 'Doručak'),
    text: tx3(
      'Served in the restaurant from 7:00 to 10:30, on the terrace when the weather is fine.',
      'Služi se u restoranu od 7:00 do 10:30, na terasi kad je lepo vreme.',
      'Poslužuje se u restoranu od 7:00 do 10:30, na terasi kad je lijepo vrijeme.',
    ),
  },
  {
    title: tx3('House rules', 'Kućni red', 'Kućni red'),
    text: tx3(
      'Check-out is until 11:00. Quiet hours are from 22:00 to 7:00. Smoking is not allowed in the rooms. Pets are welcome on request.',
      'Odjava je do 11:00. Vreme tišine je od 22:00 do 7:00. Pušenje u sobama nije dozvoljeno. Kućni ljubimci su dobrodošli uz najavu.',
      'Odjava je do 11:00. Vrijeme tišine je od 22:00 do 7:00. Pušenje u sobama nije dopušteno. Kućni ljubimci su dobrodošli uz najavu.',
    ),
  },
]

const SHOPS = [
  {
    name: tx3('Pekara Mlin', 'Pekara Mlin', 'Pekara Mlin'),
    description: tx3(
      'Bakery, 200 m from the hotel',
      'Pekara, 200 m od hotela',
      'Pekara, 200 m od hotela',
    ),
    contact: '+385 21 555 010',
    website: 'https://pekara-mlin.example',
    offers: [
      { name: tx3('Burek with cheese', 'Burek sa sirom', 'Burek sa sirom'), price: 2.5 },
      { name: tx3('Fresh bread', 'Sveži hleb', 'Svježi kruh'), price: 1.2 },
    ],
  },
  {
    name: tx3('Market Riva', 'Market Riva', 'Market Riva'),
    description: tx3(
      'Groceries, open 7:00–22:00',
      'Namirnice, otvoreno 7:00–22:00',
      'Namirnice, otvoreno 7:00–22:00',
    ),
    contact: '+385 21 555 020',
    website: null,
    offers: [
      {
        name: tx3('Sunscreen SPF 50', 'Krema za sunčanje SPF 50', 'Krema za sunčanje SPF 50'),
        price: 12.9,
      },
      { name: tx3('Beach towel', 'Peškir za plažu', 'Ručnik za plažu'), price: 9.5 },
    ],
  },
]

const BEACH = [
  {
    name: tx3('Bačvice beach', 'Plaža Bačvice', 'Plaža Bačvice'),
    description: tx3(
      'Sandy beach, 10 minutes on foot',
      'Peščana plaža, 10 minuta peške',
      'Pješčana plaža, 10 minuta pješice',
    ),
    maps: 'https://maps.google.com/?q=43.5025,16.4485',
  },
  {
    name: tx3('Kašjuni beach', 'Plaža Kašjuni', 'Plaža Kašjuni'),
    description: tx3(
      'Pebble beach below Marjan hill',
      'Šljunkovita plaža ispod Marjana',
      'Šljunčana plaža ispod Marjana',
    ),
    maps: 'https://maps.google.com/?q=43.5020,16.3980',
  },
]

const TRIPS = [
  {
    name: tx3('Island boat trip', 'Izlet brodom na ostrva', 'Izlet brodom na otoke'),
    description: tx3(
      'Full day, lunch included',
      'Ceo dan, ručak uključen',
      'Cijeli dan, ručak uključen',
    ),
    price: 65,
  },
  {
    name: tx3('Old town walk', 'Šetnja starim gradom', 'Šetnja starim gradom'),
    description: tx3('Two hours with a guide', 'Dva sata sa vodičem', 'Dva sata s vodičem'),
    price: 20,
  },
]

export async function seedDemoInfo(
  tx: Tx,
  v: NextVersion,
  input: {
    businessId: string
    text: string
    shops: string
    beach: string
    trips: string
    city: string
  },
): Promise<void> {
  const { businessId } = input
  const infoRows: (typeof t.infos.$inferInsert)[] = []
  for (const [position, info] of TEXTS.entries())
    infoRows.push({
      id: randomUUID(),
      businessId,
      version: await v(),
      serviceId: input.text,
      position,
      title: info.title,
      text: info.text,
    })
  infoRows.push({
    id: randomUUID(),
    businessId,
    version: await v(),
    serviceId: input.city,
    position: 0,
    title: tx3('Split city guide', 'Vodič kroz Split', 'Vodič kroz Split'),
    text: tx3(
      'Sights, museums and events of the week.',
      'Znamenitosti, muzeji i događaji ove nedelje.',
      'Znamenitosti, muzeji i događanja ovog tjedna.',
    ),
    link: 'https://visitsplit.com',
  })
  await tx.insert(t.infos).values(infoRows)

  const offerRows: (typeof t.infoOffers.$inferInsert)[] = []
  for (const shop of SHOPS) {
    const storeId = randomUUID()
    await tx.insert(t.infoStores).values({
      id: storeId,
      businessId,
      version: await v(),
      serviceId: input.shops,
      name: shop.name,
      description: shop.description,
      contact: shop.contact,
      website: shop.website,
    })
    for (const offer of shop.offers)
      offerRows.push({
        id: randomUUID(),
        businessId,
        version: await v(),
        serviceId: input.shops,
        storeId,
        name: offer.name,
        description: { en: '' },
        price: offer.price,
      })
  }
  for (const place of BEACH)
    offerRows.push({
      id: randomUUID(),
      businessId,
      version: await v(),
      serviceId: input.beach,
      name: place.name,
      description: place.description,
      mapsLink: place.maps,
    })
  for (const trip of TRIPS)
    offerRows.push({
      id: randomUUID(),
      businessId,
      version: await v(),
      serviceId: input.trips,
      name: trip.name,
      description: trip.description,
      price: trip.price,
      contact: '+385 21 555 000',
    })
  await tx.insert(t.infoOffers).values(offerRows)
}
