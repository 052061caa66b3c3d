import fs from 'node:fs'
import { spawnSync } from 'node:child_process'
import { renderTable, type Measurement } from './budgets.ts'
import { insertPaidOrders, startBenchServer } from './server.ts'
import { launchBrowser, measureGuestJs, measurePull, measureStaff } from './browser.ts'

/**
 * `npm run bench`: the budgets of DESIGN.md section 5, measured on this machine against the real
 * server (in this process, fresh PGlite) and the built app in Chromium. Prints a table.
 */
async function main(): Promise<void> {
  console.info('Building the app…')
  const build = spawnSync('vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)

  const results: Measurement[] = []
  const server = await startBenchServer(4410)
  const browser = await launchBrowser()
  try {
    results.push(await measureGuestJs(browser, server))
    results.push(...(await measureStaff(browser, server)))
    await insertPaidOrders(server, 20_000)
    results.push(await measurePull(browser, server, 20_000))
  } finally {
    await browser.close()
    await server.close()
  }
  results.push(await replay())

  const table = renderTable(results)
  console.info(`\n${table}\n`)
  fs.mkdirSync('bench/results', { recursive: true })
  fs.writeFileSync('bench/results/latest.md', `${table}\n`)
}

/** 1,000 queued actions replayed (Node sync engine + fake-indexeddb against the real server). */
async function replay(): Promise<Measurement> {
  const { measureReplay1000 } = await import('./replay-1000.ts')
  const { seconds, note } = await measureReplay1000()
  return { id: 'replay-1000', value: seconds, note }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
