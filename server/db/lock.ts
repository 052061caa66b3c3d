import fs from 'node:fs'
import path from 'node:path'

/**
 * PGlite has no cross-process lock: a second process opening the same data directory would
 * corrupt it. The server takes this lock file and refuses to start while another live process
 * holds it; a lock left by a dead process is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The data directory is in use by another server process (pid ${pid}); lock file ${lockPath}. Stop that process first.`,
    )
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      let released = false
      return () => {
        if (released) return
        released = true
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid))
            fs.unlinkSync(lockPath)
        } catch {
          // already gone
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(fs.readFileSync(lockPath, 'utf8').trim())
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(lockPath, pid)
      }
      fs.unlinkSync(lockPath) // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`)
}
