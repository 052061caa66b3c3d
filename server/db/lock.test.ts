import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, acquireDataDirLock } from './lock.ts'

const dirs: string[] = []
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsp-lock-'))
  dirs.push(dir)
  return dir
}

/** A live process that is not this one (the lock's "other server"). */
function liveProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' })
  children.push(child)
  return child.pid!
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', '0'])
  return result.pid
}

describe('acquireDataDirLock', () => {
  it('writes its pid into DATA_DIR/server.lock and removes it on release', () => {
    const dir = path.join(tempDir(), 'nested', 'data')
    const release = acquireDataDirLock(dir)
    const lockPath = path.join(dir, 'server.lock')
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid))
    release()
    expect(fs.existsSync(lockPath)).toBe(false)
    release() // twice is harmless
  })

  it('refuses a second lock while the holding process lives', () => {
    const dir = tempDir()
    const holder = liveProcess()
    fs.writeFileSync(path.join(dir, 'server.lock'), String(holder))
    let error: unknown
    try {
      acquireDataDirLock(dir)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(DataDirLockedError)
    expect((error as DataDirLockedError).pid).toBe(holder)
    expect((error as DataDirLockedError).message).toContain(String(holder))
    // the holder keeps its lock
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(holder))
  })

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir()
    const dead = deadPid()
    fs.writeFileSync(path.join(dir, 'server.lock'), String(dead))
    const release = acquireDataDirLock(dir)
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
    release()
  })

  it('takes over a lock file with garbage in it', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'server.lock'), 'not a pid')
    const release = acquireDataDirLock(dir)
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
    release()
  })

  it('release leaves a lock that another process has taken since', () => {
    const dir = tempDir()
    const release = acquireDataDirLock(dir)
    const other = liveProcess()
    fs.writeFileSync(path.join(dir, 'server.lock'), String(other))
    release()
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(other))
  })

  it('a second server process on the same data directory exits with the lock error', () => {
    const dir = tempDir()
    const release = acquireDataDirLock(dir)
    const script = `import('${pathToModule()}').then((m) => { try { m.acquireDataDirLock(${JSON.stringify(dir)}); process.exit(0) } catch (e) { console.log(e.name, e.pid); process.exit(3) } })`
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        cwd: process.cwd(),
      },
    )
    release()
    expect(result.status).toBe(3)
    expect(result.stdout).toContain(String(process.pid))
  })
})

function pathToModule(): string {
  return path.resolve(import.meta.dirname, 'lock.ts')
}
