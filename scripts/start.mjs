// `npm start`: build the PWA when the sources are newer than the build, then start the server
// (API, socket.io and the built app on one port). PORT, DATA_DIR and DATABASE_URL are honoured.
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const built = path.join(root, 'dist', 'index.html')
const sources = [
  'src',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'sync/protocol',
]

function newest(target) {
  const full = path.join(root, target)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(full)
    .reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs)
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0
if (sources.some((s) => newest(s) > builtAt)) {
  console.info('Building the web app…')
  const result = spawnSync('vite', ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    shell: false,
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const server = spawn('tsx', ['server/main.ts'], { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
