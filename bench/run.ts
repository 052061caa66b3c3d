import fs from 'node:fs'
import { spawnSync } from 'node:child_process'
import { renderTable, type Measurement } from './budgets.ts'
import { calibrate } from './calibrate.ts'
import { BENCH_DIST, insertPaidOrders, startBenchServer, type BenchServer } from './server.ts'
import { launchBrowser, measurePull, measureStaff } from './browser.ts'
import { measureGuestJs } from './guest-routes.ts'
import { measureMenuLcp } from './menu-lcp.ts'
import { measureFastInput } from './fast-input.ts'
import { measureRoomsPaint } from './rooms-paint.ts'
import { measureFreeSlots } from './free-slots.ts'
import { measureSpaFreeSlots } from './spa-free-slots.ts'
import { measureTimelinePaint } from './timeline-paint.ts'
import { measureSpaWeekPaint } from './spa-week-paint.ts'
import { measureSettingsPaint } from './settings-paint.ts'
import { measureTablesPaint } from './tables-paint.ts'
import { measureAnalytics } from './analytics.ts'

/**
 * `npm run bench`: the budgets of DESIGN.md section 5, measured on this machine against the real
 * server (in this process, fresh PGlite) and the built app in Chromium. Prints a table.
 */
/** Groups of rows; `npm run bench -- menu-lcp staff` measures only those (all by default). */
const GROUPS = [
  'guest-js',
  'menu-lcp',
  'staff',
  'rooms',
  'timeline',
  'spa-week',
  'settings',
  'tables',
  'pull',
  'fast-input',
  'free-slots',
  'spa-free-slots',
  'replay',
  'analytics',
] as const
type Group = (typeof GROUPS)[number]
/** The groups that need the built app and Chromium (the others measure the server alone). */
const BROWSER_GROUPS: readonly Group[] = [
  'guest-js',
  'menu-lcp',
  'staff',
  'rooms',
  'timeline',
  'spa-week',
  'settings',
  'tables',
  'pull',
]
/** The bench server's port: BENCH_PORT, so two checkouts can run the bench side by side. */
const PORT = Number(process.env.BENCH_PORT ?? 4410)

function chosenGroups(args: string[]): Set<Group> {
  const unknown = args.filter((a) => !(GROUPS as readonly string[]).includes(a))
  if (unknown.length > 0) {
    console.error(`Unknown bench group ${unknown.join(', ')}; choose from ${GROUPS.join(', ')}.`)
    process.exit(2)
  }
  return new Set(args.length > 0 ? (args as Group[]) : GROUPS)
}

async function main(): Promise<void> {
  const want = chosenGroups(process.argv.slice(2))
  const needsBrowser = BROWSER_GROUPS.some((g) => want.has(g))
  // BENCH_REUSE_BUILD=1 measures the build already in BENCH_DIST (while working on one row).
  if (needsBrowser && process.env.BENCH_REUSE_BUILD && fs.existsSync(`${BENCH_DIST}/index.html`)) {
    console.info(`Measuring the build in ${BENCH_DIST} as it is (BENCH_REUSE_BUILD).`)
  } else if (needsBrowser) {
    console.info('Building the app…')
    // Its own output directory: a build into dist/ by someone else at the same time cannot mix in.
    const build = spawnSync(
      'vite',
      [
        'build',
        '--logLevel',
        'warn',
        '--outDir',
        BENCH_DIST,
        '--emptyOutDir',
        // With a trace, source maps too, so the CPU profile maps back to the sources.
        ...(process.env.BENCH_TRACE ? ['--sourcemap'] : []),
      ],
      { stdio: 'inherit' },
    )
    if (build.status !== 0) process.exit(build.status ?? 1)
  }

  // Before anything else loads the machine: the figure the rows' multiples are taken of.
  const calibration = calibrate()
  const results: Measurement[] = []
  const browser = needsBrowser ? await launchBrowser() : null
  try {
    // One server for the rows that share the demo hotel (each adds its own rows to it) …
    if (
      want.has('guest-js') ||
      want.has('menu-lcp') ||
      want.has('staff') ||
      want.has('pull') ||
      want.has('fast-input')
    ) {
      await withServer(async (server) => {
        if (browser) {
          if (want.has('guest-js')) results.push(await measureGuestJs(browser, server))
          if (want.has('menu-lcp')) results.push(await measureMenuLcp(browser, server))
          if (want.has('staff')) results.push(...(await measureStaff(browser, server)))
          if (want.has('pull')) {
            await insertPaidOrders(server, 20_000)
            results.push(await measurePull(browser, server, 20_000))
          }
        }
        if (want.has('fast-input')) results.push(await measureFastInput(server))
      })
    }
    // … and a fresh one for the 500-room hotel, so neither changes what the other measures …
    if (browser && want.has('rooms')) {
      await withServer(async (server) => results.push(await measureRoomsPaint(browser, server)))
    }
    // … and one for the timeline's busy week …
    if (browser && want.has('timeline')) {
      await withServer(async (server) => results.push(await measureTimelinePaint(browser, server)))
    }
    // … and one for the spa's busy week …
    if (browser && want.has('spa-week')) {
      await withServer(async (server) => results.push(await measureSpaWeekPaint(browser, server)))
    }
    // … and one for the settings screen …
    if (browser && want.has('settings')) {
      await withServer(async (server) => results.push(await measureSettingsPaint(browser, server)))
    }
    // … and one for the 150-table floor plan …
    if (browser && want.has('tables')) {
      await withServer(async (server) =>
        results.push(...(await measureTablesPaint(browser, server))),
      )
    }
    // … and one for the 60-table restaurant.
    if (want.has('free-slots')) {
      await withServer(async (server) => results.push(await measureFreeSlots(server)))
    }
    // … and one for the spa's day …
    if (want.has('spa-free-slots')) {
      await withServer(async (server) => results.push(await measureSpaFreeSlots(server)))
    }
    // … and one for a year of a 300-room hotel's orders.
    if (want.has('analytics')) {
      await withServer(async (server) => results.push(await measureAnalytics(server)))
    }
  } finally {
    await browser?.close()
  }
  if (want.has('replay')) results.push(await replay())

  const details = results.flatMap((r) => (r.details?.length ? ['', ...r.details] : []))
  const report = [renderTable(results, calibration), ...details].join('\n')
  console.info(`\n${report}\n`)
  if (want.size === GROUPS.length) {
    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync('bench/results/latest.md', `${report}\n`)
  }
}

/** A fresh bench server (its own PGlite) on PORT for `run`, closed afterwards. */
async function withServer(run: (server: BenchServer) => Promise<unknown>): Promise<void> {
  const server = await startBenchServer(PORT, BENCH_DIST)
  try {
    await run(server)
  } finally {
    await server.close()
  }
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
