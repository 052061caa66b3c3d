import fs from 'node:fs'
import { spawnSync } from 'node:child_process'
import { renderTable, type Measurement } from './budgets.ts'
import { BENCH_DIST, insertPaidOrders, startBenchServer } from './server.ts'
import { launchBrowser, measurePull, measureStaff } from './browser.ts'
import { measureGuestJs } from './guest-routes.ts'
import { measureMenuLcp } from './menu-lcp.ts'

/**
 * `npm run bench`: the budgets of DESIGN.md section 5, measured on this machine against the real
 * server (in this process, fresh PGlite) and the built app in Chromium. Prints a table.
 */
async function main(): Promise<void> {
  console.info('Building the app…')
  // Its own output directory: a build into dist/ by someone else at the same time cannot mix in.
  const build = spawnSync(
    'vite',
    ['build', '--logLevel', 'warn', '--outDir', BENCH_DIST, '--emptyOutDir'],
    { stdio: 'inherit' },
  )
  if (build.status !== 0) process.exit(build.status ?? 1)

  const results: Measurement[] = []
  const server = await startBenchServer(4410, BENCH_DIST)
  const browser = await launchBrowser()
  try {
    results.push(await measureGuestJs(browser, server))
    results.push(await measureMenuLcp(browser, server))
    results.push(...(await measureStaff(browser, server)))
    await insertPaidOrders(server, 20_000)
    results.push(await measurePull(browser, server, 20_000))
  } finally {
    await browser.close()
    await server.close()
  }
  results.push(await replay())

  const details = results.flatMap((r) => (r.details ? ['', ...r.details] : []))
  const report = [renderTable(results), ...details].join('\n')
  console.info(`\n${report}\n`)
  fs.mkdirSync('bench/results', { recursive: true })
  fs.writeFileSync('bench/results/latest.md', `${report}\n`)
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
