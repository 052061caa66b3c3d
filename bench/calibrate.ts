/**
 * The machine's calibration figure: a fixed CPU workload (parse, sort, format and hash a fixed
 * data set) timed in this Node process, the median of 7 runs after a warm-up. A machine twice as
 * slow prints about twice the figure, so a row's multiple of it (its time / the figure) compares
 * across machines of our kind where its raw time does not.
 */
import { createHash } from 'node:crypto'

function workload(): number {
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    id: `order-${(i * 7919) % 20_000}`,
    total: ((i * 104_729) % 10_000) / 100,
    note: `table ${i % 60} · ${'x'.repeat(i % 40)}`,
  }))
  const copy = JSON.parse(JSON.stringify(rows)) as typeof rows
  copy.sort((a, b) => a.id.localeCompare(b.id) || a.total - b.total)
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' })
  let text = ''
  for (const row of copy.slice(0, 4000)) text += `${row.id};${money.format(row.total)}\n`
  const digest = createHash('sha256').update(text).digest()
  return digest[0]! + copy.length
}

/** Milliseconds the workload takes here (median of 7). */
export function calibrate(): number {
  workload()
  const times: number[] = []
  for (let i = 0; i < 7; i++) {
    const start = performance.now()
    workload()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[3]!
}
