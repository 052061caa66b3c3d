import { defineConfig } from '@playwright/test'

// Overridable so two checkouts (or two agents) can run end-to-end tests side by side:
// E2E_PORT, E2E_DATA_DIR, and E2E_STATIC_DIR (a build made with `vite build --outDir …`).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310)
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data'
const E2E_STATIC_DIR = process.env.E2E_STATIC_DIR ?? './dist'
/**
 * The server syncs businesses with integration `otasync` from a fake OTASync on this port, which
 * e2e/rooms-links.spec.ts starts (tests/helpers/fake-channel-manager.ts); the demo hotel has none.
 */
export const E2E_OTASYNC_PORT = Number(process.env.E2E_OTASYNC_PORT ?? E2E_PORT + 1000)
export const E2E_OTASYNC_KEY = 'e2e-otasync-key'

/** End-to-end tests: the built app and the real server (fresh PGlite data) in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // The devices are in another zone than the demo hotel (Europe/Belgrade): every time on screen
    // must still be the hotel's wall clock (DESIGN §4).
    timezoneId: 'America/New_York',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && tsx server/main.ts`,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      STATIC_DIR: E2E_STATIC_DIR,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      OTASYNC_URL: `http://127.0.0.1:${E2E_OTASYNC_PORT}/v1`,
      OTASYNC_KEY: E2E_OTASYNC_KEY,
      // Where guests open the app: the QR codes' links (never the request's Host header).
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      CHANNEL_MANAGER_TIMEOUT_MS: '5000',
      // Every spec books from this one address: the public booking limits are for real clients.
      PUBLIC_BOOKINGS_PER_ADDRESS: '1000',
      PUBLIC_BOOKINGS_PER_CONTACT: '1000',
    },
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
