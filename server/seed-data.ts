import type {
  Allergen,
  ArticleKind,
  Diet,
  LocalizedText,
  Modifier,
  Permissions,
} from '../sync/protocol/index.ts'

/** The demo hotel's content: plain data, written by seed.ts. */

/** The demo hotel's legal data, printed on its invoices. */
export const DEMO_LEGAL = {
  legalName: 'Aurora Hoteli d.o.o.',
  address: 'Knez Mihailova 12, 11000 Beograd, Srbija',
  taxNumber: '109876543',
}

export const DEMO_PASSWORD = 'demo1234'

export const DEMO_SERVICES = [
  {
    key: 'roomservice',
    name: 'Room service',
    names: { srb: 'Sobna usluga', cro: 'Posluga u sobu' },
    vatRate: 20,
    type: 'roomservice',
    options: { active: true, ordering: true, operatingPrice: 2, iconType: 'roomservice' },
  },
  {
    key: 'restaurant',
    name: 'Restaurant',
    names: { srb: 'Restoran', cro: 'Restoran' },
    vatRate: 20,
    type: 'restaurant',
    options: {
      active: true,
      ordering: true,
      reservations: true,
      positional: true,
      instantFinishOrder: false,
      // Walk-in diners book online too (/app/public/reservation/{business}/Restaurant).
      openToPublic: true,
    },
  },
  {
    key: 'pool',
    name: 'Pool bar',
    names: { srb: 'Bar na bazenu', cro: 'Bar na bazenu' },
    vatRate: 20,
    type: 'pool',
    options: { active: true, ordering: true, reservations: true, positional: true },
  },
  {
    key: 'amenities',
    name: 'Amenities',
    names: { srb: 'Dodatne usluge', cro: 'Dodatne usluge' },
    vatRate: 20,
    type: 'amenities',
    options: { active: true, ordering: true },
  },
  {
    key: 'spa',
    name: 'Spa',
    names: { srb: 'Spa', cro: 'Spa' },
    vatRate: 20,
    type: 'spa',
    // Day visitors book treatments online too (/app/public/spa/{business}/Spa).
    options: { active: true, isBookable: true, therapiestDriven: true, openToPublic: true },
  },
  {
    key: 'reception',
    name: 'Reception',
    names: { srb: 'Recepcija', cro: 'Recepcija' },
    vatRate: 10,
    type: 'reception',
    options: { active: true },
  },
  {
    key: 'kitchen',
    name: 'Kitchen',
    names: { srb: 'Kuhinja', cro: 'Kuhinja' },
    vatRate: 20,
    type: 'kitchen',
    options: { active: true },
  },
  {
    key: 'eventplanning',
    name: 'Events',
    names: { srb: 'Događaji', cro: 'Događanja' },
    vatRate: 20,
    type: 'eventplanning',
    options: { active: true, currency: 'EUR' },
  },
  {
    key: 'info',
    name: 'Hotel info',
    names: { srb: 'Informacije o hotelu', cro: 'Informacije o hotelu' },
    vatRate: 0,
    type: 'info',
    options: { active: true, type: 'text' },
  },
  // The other info types (spec 001 §2 Info page): one info service each (server/seed-info.ts).
  {
    key: 'infoShops',
    name: 'Nearby shops',
    names: { srb: 'Prodavnice u blizini', cro: 'Trgovine u blizini' },
    vatRate: 0,
    type: 'info',
    options: { active: true, type: 'menuCategory' },
  },
  {
    key: 'infoBeach',
    name: 'Beach map',
    names: { srb: 'Mapa plaže', cro: 'Karta plaže' },
    vatRate: 0,
    type: 'info',
    options: { active: true, type: 'mapsSingle' },
  },
  {
    key: 'infoTrips',
    name: 'Excursions',
    names: { srb: 'Izleti', cro: 'Izleti' },
    vatRate: 0,
    type: 'info',
    options: { active: true, type: 'menuSingle' },
  },
  {
    key: 'infoCity',
    name: 'City guide',
    names: { srb: 'Vodič kroz grad', cro: 'Vodič kroz grad' },
    vatRate: 0,
    type: 'info',
    options: { active: true, type: 'external' },
  },
  {
    key: 'chat',
    name: 'Chat',
    names: { srb: 'Ćaskanje', cro: 'Razgovor' },
    vatRate: 0,
    type: 'chat',
    options: { active: true, employeeChatroomEnabled: true },
  },
] as const
export type DemoServiceKey = (typeof DEMO_SERVICES)[number]['key']

const none: Permissions = {
  ordersRead: false,
  reservationsRead: false,
  shiftsRead: false,
  reservationsWrite: false,
  itemsWrite: false,
  shiftsWrite: false,
}
const perms = (p: Partial<Permissions>): Permissions => ({ ...none, ...p })

/** Logins besides `owner` (the business) and `admin`. */
export const DEMO_EMPLOYEES: {
  username: string
  name: string
  surname: string
  role: string
  services: Partial<Record<DemoServiceKey, Permissions>>
}[] = [
  { username: 'manager', name: 'Mila', surname: 'Jovanović', role: 'manager', services: {} },
  {
    username: 'waiter',
    name: 'Marko',
    surname: 'Petrović',
    role: 'waiter',
    services: {
      restaurant: perms({ ordersRead: true, reservationsRead: true }),
      pool: perms({ ordersRead: true, reservationsRead: true }),
      roomservice: perms({ ordersRead: true }),
    },
  },
  {
    username: 'kitchen',
    name: 'Ivan',
    surname: 'Horvat',
    role: 'kitchen',
    services: { kitchen: perms({ ordersRead: true }) },
  },
  {
    username: 'reception',
    name: 'Ana',
    surname: 'Kovač',
    role: 'reception',
    services: {
      reception: perms({ reservationsRead: true, reservationsWrite: true }),
      amenities: perms({ ordersRead: true }),
    },
  },
  {
    username: 'therapist',
    name: 'Sara',
    surname: 'Nikolić',
    role: 'therapist',
    services: { spa: perms({ reservationsRead: true, shiftsRead: true }) },
  },
]

const t = (en: string, srb: string, cro: string): LocalizedText => ({ en, srb, cro })
const answer = (name: LocalizedText, price = 0) => ({ name, price })
const modifier = (
  name: LocalizedText,
  answers: { name: LocalizedText; price: number }[],
  max: number,
  required: boolean,
): Modifier => ({ name, price: 0, answers, max, required })

const EGGS = modifier(
  t('How would you like your eggs?', 'Kako želite jaja?', 'Kako želite jaja?'),
  [
    answer(t('Scrambled', 'Kajgana', 'Kajgana')),
    answer(t('Fried', 'Na oko', 'Na oko')),
    answer(t('Boiled', 'Kuvana', 'Kuhana')),
  ],
  1,
  true,
)
const DONENESS = modifier(
  t('Doneness', 'Pečenje', 'Pečenje'),
  [
    answer(t('Rare', 'Krvavo', 'Krvavo')),
    answer(t('Medium', 'Srednje', 'Srednje')),
    answer(t('Well done', 'Dobro pečeno', 'Dobro pečeno')),
  ],
  1,
  true,
)
const EXTRAS = modifier(
  t('Extras', 'Dodaci', 'Dodaci'),
  [
    answer(t('Cheese', 'Sir', 'Sir'), 1),
    answer(t('Bacon', 'Slanina', 'Slanina'), 1.5),
    answer(t('Fried egg', 'Jaje na oko', 'Jaje na oko'), 1),
  ],
  2,
  false,
)
const MILK = modifier(
  t('Milk', 'Mleko', 'Mlijeko'),
  [
    answer(t('Regular milk', 'Obično mleko', 'Obično mlijeko')),
    answer(t('Oat milk', 'Ovseno mleko', 'Zobeno mlijeko'), 0.5),
  ],
  1,
  false,
)

export interface DemoCategory {
  services: DemoServiceKey[]
  name: LocalizedText
  min?: number
  max?: number
  items: {
    name: LocalizedText
    description: LocalizedText
    price: number
    modifiers?: Modifier[]
    /** An amenities request's kind (a cleaning asks for a window, a repair opens a ticket). */
    kind?: ArticleKind
    /** The EU allergens it contains and the diets it suits. */
    allergens?: Allergen[]
    diets?: Diet[]
  }[]
}

export const DEMO_MENU: DemoCategory[] = [
  {
    services: ['roomservice'],
    name: t('Breakfast', 'Doručak', 'Doručak'),
    items: [
      {
        name: t('Eggs your way', 'Jaja po želji', 'Jaja po želji'),
        description: t(
          'Two eggs, toast and butter',
          'Dva jaja, tost i puter',
          'Dva jaja, tost i maslac',
        ),
        price: 7.5,
        modifiers: [EGGS],
        allergens: ['eggs', 'gluten', 'milk'],
        diets: ['vegetarian'],
      },
      {
        name: t('Continental breakfast', 'Kontinentalni doručak', 'Kontinentalni doručak'),
        description: t(
          'Croissant, jam, yoghurt and fruit',
          'Kroasan, džem, jogurt i voće',
          'Kroasan, džem, jogurt i voće',
        ),
        price: 9,
        allergens: ['gluten', 'milk', 'eggs'],
        diets: ['vegetarian'],
      },
      {
        name: t('Pancakes', 'Palačinke', 'Palačinke'),
        description: t('With maple syrup', 'Sa javorovim sirupom', 'S javorovim sirupom'),
        price: 6.5,
        allergens: ['gluten', 'milk', 'eggs'],
        diets: ['vegetarian'],
      },
    ],
  },
  {
    services: ['roomservice'],
    name: t('Mains', 'Glavna jela', 'Glavna jela'),
    items: [
      {
        name: t('Club sandwich', 'Klub sendvič', 'Klub sendvič'),
        description: t(
          'Chicken, bacon, egg, fries',
          'Piletina, slanina, jaje, pomfrit',
          'Piletina, slanina, jaje, pomfrit',
        ),
        price: 11,
        allergens: ['gluten', 'eggs', 'mustard'],
      },
      {
        name: t('Beef burger', 'Goveđi burger', 'Goveđi burger'),
        description: t('With fries', 'Sa pomfritom', 'S pomfritom'),
        price: 13.5,
        allergens: ['gluten', 'sesame', 'mustard'],
        modifiers: [DONENESS, EXTRAS],
      },
      {
        name: t('Caesar salad', 'Cezar salata', 'Cezar salata'),
        description: t(
          'Romaine, parmesan, croutons',
          'Zelena salata, parmezan, krutoni',
          'Zelena salata, parmezan, krutoni',
        ),
        price: 9.5,
        allergens: ['gluten', 'milk', 'eggs', 'fish'],
      },
    ],
  },
  {
    services: ['roomservice', 'restaurant', 'pool'],
    name: t('Drinks', 'Pića', 'Pića'),
    items: [
      {
        name: t('Espresso', 'Espreso', 'Espresso'),
        description: t('Single shot', 'Jednostruki', 'Jednostruki'),
        price: 2.2,
        diets: ['vegan', 'gluten_free', 'lactose_free'],
        modifiers: [MILK],
      },
      {
        name: t('Fresh orange juice', 'Ceđeni sok od pomorandže', 'Cijeđeni sok od naranče'),
        description: t('0.3 l', '0,3 l', '0,3 l'),
        price: 4,
        diets: ['vegan', 'gluten_free', 'lactose_free'],
      },
      {
        name: t('Mineral water', 'Mineralna voda', 'Mineralna voda'),
        description: t('0.75 l', '0,75 l', '0,75 l'),
        price: 3,
        diets: ['vegan', 'gluten_free', 'lactose_free'],
      },
    ],
  },
  {
    services: ['restaurant'],
    name: t('Starters', 'Predjela', 'Predjela'),
    items: [
      {
        name: t('Tomato soup', 'Paradajz čorba', 'Juha od rajčice'),
        description: t('With basil', 'Sa bosiljkom', 'S bosiljkom'),
        price: 5.5,
        allergens: ['celery'],
        diets: ['vegan', 'gluten_free', 'lactose_free'],
      },
      {
        name: t('Prosciutto and cheese', 'Pršuta i sir', 'Pršut i sir'),
        description: t('For two', 'Za dvoje', 'Za dvoje'),
        price: 12,
        allergens: ['milk'],
        diets: ['gluten_free'],
      },
    ],
  },
  {
    services: ['restaurant'],
    name: t('Grill', 'Roštilj', 'Roštilj'),
    items: [
      {
        name: t('Rib-eye steak', 'Rib-aj stek', 'Rib-eye odrezak'),
        description: t(
          '300 g, grilled vegetables',
          '300 g, grilovano povrće',
          '300 g, povrće s roštilja',
        ),
        price: 26,
        diets: ['gluten_free', 'lactose_free'],
        modifiers: [DONENESS],
      },
      {
        name: t('Grilled sea bass', 'Brancin sa roštilja', 'Brancin s roštilja'),
        description: t(
          'With chard and potatoes',
          'Sa blitvom i krompirom',
          'S blitvom i krumpirom',
        ),
        price: 21,
        allergens: ['fish'],
        diets: ['gluten_free'],
      },
    ],
  },
  {
    services: ['pool'],
    name: t('Pool snacks', 'Grickalice uz bazen', 'Grickalice uz bazen'),
    items: [
      {
        name: t('Fruit plate', 'Voćna plata', 'Voćni tanjur'),
        description: t('Seasonal fruit', 'Sezonsko voće', 'Sezonsko voće'),
        price: 8,
        diets: ['vegan', 'gluten_free', 'lactose_free'],
      },
      {
        name: t('Nachos', 'Načos', 'Nachos'),
        description: t('With salsa and cheese', 'Sa salsom i sirom', 'Sa salsom i sirom'),
        price: 7,
        allergens: ['milk'],
        diets: ['vegetarian', 'gluten_free'],
      },
    ],
  },
  {
    services: ['amenities'],
    name: t('Requests', 'Zahtevi', 'Zahtjevi'),
    items: [
      {
        name: t('Extra towels', 'Dodatni peškiri', 'Dodatni ručnici'),
        description: t('Delivered to your room', 'Dostava u sobu', 'Dostava u sobu'),
        price: 0,
      },
      {
        name: t('Room cleaning', 'Čišćenje sobe', 'Čišćenje sobe'),
        description: t(
          'At a time that suits you',
          'U vreme koje vam odgovara',
          'U vrijeme koje vam odgovara',
        ),
        price: 0,
        kind: 'cleaning',
      },
      {
        name: t('Repair request', 'Zahtev za popravku', 'Zahtjev za popravak'),
        description: t(
          'Tell us what is broken in the note',
          'U napomeni opišite šta je pokvareno',
          'U napomeni opišite što je pokvareno',
        ),
        price: 0,
        kind: 'repair',
      },
    ],
  },
  {
    services: ['eventplanning'],
    name: t('Coffee break', 'Pauza za kafu', 'Pauza za kavu'),
    min: 1,
    items: [
      {
        name: t('Coffee and tea station', 'Kafa i čaj', 'Kava i čaj'),
        description: t('Per person, half a day', 'Po osobi, pola dana', 'Po osobi, pola dana'),
        price: 6,
      },
      {
        name: t('Pastries and fruit', 'Peciva i voće', 'Peciva i voće'),
        description: t('Per person', 'Po osobi', 'Po osobi'),
        price: 5,
      },
    ],
  },
  {
    services: ['eventplanning'],
    name: t('Lunch', 'Ručak', 'Ručak'),
    max: 1,
    items: [
      {
        name: t('Business lunch buffet', 'Poslovni bife ručak', 'Poslovni bife ručak'),
        description: t('Per person, three courses', 'Po osobi, tri slede', 'Po osobi, tri slijeda'),
        price: 24,
        modifiers: [
          modifier(
            t('Menu', 'Meni', 'Jelovnik'),
            [
              answer(t('Standard', 'Standardni', 'Standardni')),
              answer(t('Vegetarian', 'Vegetarijanski', 'Vegetarijanski')),
              answer(t('Vegan', 'Veganski', 'Veganski'), 2),
            ],
            1,
            true,
          ),
        ],
      },
    ],
  },
]

export const DEMO_TABLES: {
  service: DemoServiceKey
  name: string
  type: 'round' | 'square' | 'sunbed'
  capacity: number
  x: number
  y: number
}[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
    service: 'restaurant' as const,
    name: `T${n}`,
    type: n % 2 === 0 ? ('square' as const) : ('round' as const),
    capacity: n <= 4 ? 2 : n <= 6 ? 4 : 6,
    x: 0.15 + ((n - 1) % 4) * 0.22,
    y: n <= 4 ? 0.3 : 0.65,
  })),
  ...[1, 2, 3, 4].map((n) => ({
    service: 'pool' as const,
    name: `P${n}`,
    type: 'sunbed' as const,
    capacity: 2,
    x: 0.2 * n,
    y: 0.5,
  })),
]

export const DEMO_ROOMS = Array.from({ length: 20 }, (_, i) => {
  const number = 101 + i
  return {
    name: String(number),
    type: number <= 110 ? 'Double' : number <= 118 ? 'Twin' : 'Suite',
    checkedIn: number <= 108,
  }
})

/** Who is in the checked-in demo rooms (in room order), so the desk shows names at once. */
export const DEMO_GUESTS = [
  'Ana Kovačević',
  'Luka Horvat',
  'Emma Schmidt',
  'Marko Nikolić',
  'Sofia Rossi',
  'Ivan Babić',
  'Olivia Brown',
  'Petar Jovanović',
]

/** The demo hotel's time zone: its days, hours, slots and shifts are Belgrade's wall clock. */
export const DEMO_TIME_ZONE = 'Europe/Belgrade'

/** Stays booked ahead (addStay): room, days from today to arrival, nights, guest. */
export const DEMO_BOOKINGS = [
  { room: '109', inDays: 1, nights: 3, guest: 'Lena Müller' },
  { room: '110', inDays: 2, nights: 5, guest: 'Tomislav Perić' },
  { room: '119', inDays: 4, nights: 2, guest: 'James Wilson' },
]

/** Open repair tickets (HotelRoomsRepair); `outOfService` rooms show out of service. */
export const DEMO_TICKETS = [
  {
    room: '112',
    description: 'Air conditioning is loud at night',
    outOfService: false,
    tasks: ['Clean the filter', 'Check the fan bearing'],
  },
  {
    room: '117',
    description: 'Water stain on the bathroom ceiling',
    outOfService: true,
    tasks: ['Find the leak upstairs', 'Repaint the ceiling'],
  },
  {
    room: '104',
    description: 'TV remote missing',
    outOfService: false,
    tasks: ['Bring a spare remote'],
  },
]
