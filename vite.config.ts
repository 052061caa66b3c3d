/// <reference types="vitest/config" />
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { defineConfig, type Plugin, type Rolldown } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { VitePWA } from 'vite-plugin-pwa'
import { earlyReadsScript } from './src/features/guest/early-reads.ts'
import { MANIFEST_FILENAME, STAFF_APP_SHORT_NAME, STAFF_SCOPE } from './src/app/pwa-scope.ts'

/**
 * vite-plugin-pwa writes `<link rel="manifest">` into index.html, which every page shares. The app
 * adds it at run time on staff routes only (src/app/pwa/manifest-link.ts), so guests and visitors
 * are never offered to install the back office.
 */
const manifestLinkOnStaffRoutesOnly: Plugin = {
  name: 'gsp:manifest-link-on-staff-routes-only',
  apply: 'build',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/\s*<link rel="manifest"[^>]*>/g, ''),
  },
}

/**
 * Writes `.br` and `.gz` beside each built script, style sheet and page, which the server sends
 * (@fastify/static `preCompressed`) to browsers that accept them: a phone on a slow network
 * downloads the entry chunk at about a third of its size. The service worker's precache globs
 * do not match these files.
 */
const precompress: Plugin = {
  name: 'gsp:precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist'
    const gzip = promisify(zlib.gzip)
    const brotli = promisify(zlib.brotliCompress)
    const files = Object.keys(bundle).filter((name) => /\.(js|css|html|svg|json)$/.test(name))
    // In parallel: zlib runs on libuv's thread pool.
    await Promise.all(
      files.map(async (name) => {
        const file = path.join(dir, name)
        const body = await fs.promises.readFile(file)
        if (body.length < 1024) return
        const quality = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }
        await fs.promises.writeFile(`${file}.gz`, await gzip(body, { level: 9 }))
        await fs.promises.writeFile(`${file}.br`, await brotli(body, quality))
      }),
    )
  },
}

/**
 * Inlines the early-reads script at the top of index.html: a guest menu page asks for its data,
 * and for its own chunks, while the entry script is still on the way
 * (src/features/guest/early-reads.ts).
 */
const earlyReads: Plugin = {
  name: 'gsp:early-reads',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, ctx) => [
      {
        tag: 'script',
        children: earlyReadsScript(
          ctx.bundle ? chunkFilesOf(ctx.bundle, EARLY_PAGE) : [],
          ctx.bundle ? chunkFilesOf(ctx.bundle, PUBLIC_SHELL) : [],
        ),
        injectTo: 'head-prepend',
      },
    ],
  },
}
type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk
// The menu page all three room menu routes share (the room guest's, its demo, ordering ahead):
// preloading one route's own module would load it on the others too.
const EARLY_PAGE = '/src/features/guest/RoomMenuPage.tsx'
// The shell every page outside the back office starts with (src/main.tsx loads it lazily).
const PUBLIC_SHELL = '/src/app/public-shell/PublicPages.tsx'

/** The files a lazily loaded module needs that the entry does not already load: chunks and styles. */
function chunkFilesOf(bundle: OutputBundle, moduleSuffix: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const graph = (from: OutputChunk | undefined, seen = new Set<string>()): Set<string> => {
    if (!from || seen.has(from.fileName)) return seen
    seen.add(from.fileName)
    for (const name of from.imports) graph(byName.get(name), seen)
    return seen
  }
  const entry = graph(chunks.find((c) => c.isEntry))
  // The chunk that holds the module (not its facade: with code-splitting groups a lazily loaded
  // module's chunk has none). A page that is not found fails the build: without the list, the
  // menu's chunks would wait for the entry script again (it did, unnoticed, for a while).
  const page = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(moduleSuffix)))
  if (!page) throw new Error(`early reads: no chunk holds ${moduleSuffix}`)
  const files = [...graph(page)].filter((name) => !entry.has(name))
  const styles = files.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])])
  return [...files, ...new Set(styles)].map((name) => `/${name}`)
}

/**
 * react-router's package exports point every bundler at its development build (warnings and
 * checks included); a production build of the app uses the production build it also ships.
 */
const reactRouterProductionBuild: Plugin = {
  name: 'gsp:react-router-production-build',
  config: (_config, { command }) =>
    command === 'build'
      ? {
          resolve: {
            alias: [
              { find: /^react-router$/, replacement: routerBuild('index.mjs') },
              { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
            ],
          },
        }
      : {},
}
const routerBuild = (file: string) =>
  path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production', file)

/**
 * react-router's build defines its components and contexts at the top of one large module
 * (`var Form = React10.forwardRef(...)`) without `@__PURE__` marks, so the bundler keeps every
 * one of them, used or not (Form, NavLink, the RSC and framework-mode parts). Those calls only
 * create objects: marked pure, and without the `displayName` each gets for React's dev tools,
 * the ones the app never uses drop out of the entry every guest phone downloads.
 */
const reactRouterPureDefinitions: Plugin = {
  name: 'gsp:react-router-pure-definitions',
  apply: 'build',
  transform: {
    filter: { id: /react-router\/dist\/production\/[^/]+\.mjs$/ },
    handler: (code) => ({
      code: code
        .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1')
        // `Form.displayName = "Form"` (a name for React's dev tools) would keep Form alive.
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, ''),
      map: null,
    }),
  },
}

// The staff back office is the installable PWA; its service worker is registered with
// scope /app/h/ so guest (/app/hu, /app/u, /app/public) and marketing routes are never
// controlled by it (see docs/operations.md).
export default defineConfig({
  resolve: {
    alias: [
      // @lingui/react and wouter ask for the shim; React 19 has the hook itself.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  plugins: [
    earlyReads,
    reactRouterProductionBuild,
    reactRouterPureDefinitions,
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      scope: STAFF_SCOPE,
      base: '/',
      manifestFilename: MANIFEST_FILENAME,
      includeAssets: ['icons/*.png', 'icons/*.svg', 'sounds/*.mp3', 'sounds/*.wav'],
      manifest: {
        id: STAFF_SCOPE,
        name: 'Hotel back office',
        short_name: STAFF_APP_SHORT_NAME,
        description: 'Orders, kitchen, rooms and reservations for hotel staff. Works offline.',
        start_url: STAFF_SCOPE,
        scope: STAFF_SCOPE,
        display: 'standalone',
        orientation: 'any',
        background_color: '#111418',
        theme_color: '#1f6f5c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wav}'],
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/app\/h(\/|$)/],
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/images\//],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    manifestLinkOnStaffRoutesOnly,
    precompress,
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Every browser the app supports preloads modules natively (Chromium, Firefox 115+, Safari
    // 17+); an older one only loads a route's chunks one after another. The polyfill was ~1 KB
    // of the entry every guest phone downloads.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // sync/protocol/rules/ is constants and pure functions. Saying so lets a page that imports
      // its barrel take only the modules it uses: guest pages do not pull the staff's rules
      // into the chunk they share with the staff shell.
      treeshake: { moduleSideEffects: [{ test: /\/sync\/protocol\/rules\//, sideEffects: false }] },
      output: {
        // The light half of the hotel's clock (its day and minute) in a chunk of its own: the
        // guest pages need only it, not the conversions the staff screens share with it.
        codeSplitting: {
          groups: [{ name: 'hotel-day', test: /\/sync\/protocol\/rules\/hotel-day\.ts$/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  test: {
    include: [
      'tests/**/*.test.{ts,tsx}',
      'src/**/*.test.{ts,tsx}',
      'sync/**/*.test.ts',
      'server/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
})
