import fs from 'node:fs'
import path from 'node:path'
import type { Env } from './env.ts'
import type { DemoHotel } from './seed.ts'

/** Prints where the product runs, the demo logins and guest room links, and saves the same as JSON. */
export function printWelcome(input: { env: Env; address: string; demo: DemoHotel | null }): void {
  const base = input.address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost')
  const lines = [
    '',
    `Guest-services platform is running at ${base}`,
    `  Database: ${input.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${input.env.DATA_DIR}`}`,
    `  Staff back office: ${base}/app/h/login`,
  ]
  let json: unknown = { url: base }
  if (input.demo) {
    const guests = input.demo.rooms
      .filter((r) => r.stay)
      .slice(0, 4)
      .map((r) => ({ room: r.name, url: `${base}/app/hu/${r._id}`, code: r.stay!.password }))
    lines.push(
      `  Demo hotel: ${input.demo.businessName}`,
      '  Staff logins (password for all: demo1234):',
    )
    for (const login of input.demo.logins)
      lines.push(`    ${login.username.padEnd(10)} ${login.role}`)
    lines.push('  Guest room links (enter the room code on the phone):')
    for (const g of guests) lines.push(`    room ${g.room}  code ${g.code}  ${g.url}`)
    // The page for visitors without a room: public table booking of the restaurant and more.
    const visitors = `${base}/app/hur/${input.demo.businessId}`
    lines.push(`  Visitors without a room (public table booking): ${visitors}`)
    json = {
      url: base,
      staffLogin: `${base}/app/h/login`,
      logins: input.demo.logins,
      guests,
      visitors,
    }
  }
  lines.push('')
  console.info(lines.join('\n'))
  fs.writeFileSync(
    path.join(input.env.DATA_DIR, 'demo-logins.json'),
    `${JSON.stringify(json, null, 2)}\n`,
  )
}
