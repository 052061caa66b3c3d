/** A random 32-bit unsigned integer from crypto.getRandomValues (plain-http LAN pages have it). */
const randomWord = (): number => crypto.getRandomValues(new Uint32Array(1))[0]!

/**
 * A new room code the desk proposes at check-in: four digits (1000–9999), as the guests' phones
 * ask for and as the server makes them. Rejection sampling keeps every code equally likely.
 */
export function proposeRoomCode(random: () => number = randomWord): string {
  const span = 9000
  const limit = Math.floor(0x1_0000_0000 / span) * span
  for (;;) {
    const value = random()
    if (value < limit) return String(1000 + (value % span))
  }
}
