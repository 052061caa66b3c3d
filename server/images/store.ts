import fs from 'node:fs/promises'
import path from 'node:path'
import { randomBytes } from 'node:crypto'

/** One stored image as read back: its bytes and a validator for conditional GETs. */
export interface StoredImage {
  body: Buffer
  /** A strong ETag (quoted). */
  etag: string
}

/**
 * Where images live, by key (`{businessId}/articles/{articleId}.webp`). The filesystem store
 * below keeps them under DATA_DIR; an object store (S3, Azure Blob) can implement the same three
 * calls later without touching the routes.
 */
export interface ImageStore {
  /** Writes the image; readers see the old or the new bytes, never a partial file. */
  put(key: string, body: Buffer): Promise<void>
  /** The image, or null when there is none (or the key is not a valid key). */
  get(key: string): Promise<StoredImage | null>
  /** Removes the image; a missing one is not an error. */
  delete(key: string): Promise<void>
}

/**
 * A valid key: 2 to 5 segments of letters, digits, `-` and `_` separated by `/`, the last ending
 * in `.webp`. No dots elsewhere, no empty segment, no backslash: a key can never leave the store.
 */
const KEY = /^(?:[A-Za-z0-9_-]{1,100}\/){1,4}[A-Za-z0-9_-]{1,100}\.webp$/

export const isImageKey = (key: string): boolean => KEY.test(key)

export class InvalidImageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid image key: ${JSON.stringify(key.slice(0, 200))}`)
  }
}

/** Images as files under `root` (DATA_DIR/images), one file per key. */
export class FileImageStore implements ImageStore {
  readonly root: string

  constructor(root: string) {
    this.root = path.resolve(root)
  }

  /** The file of a key, or null for an invalid key (checked twice: pattern and resolved path). */
  private fileOf(key: string): string | null {
    if (!isImageKey(key)) return null
    const file = path.resolve(this.root, ...key.split('/'))
    return file.startsWith(this.root + path.sep) ? file : null
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key)
    if (!file) throw new InvalidImageKeyError(key)
    await fs.mkdir(path.dirname(file), { recursive: true })
    // Temp file in the same directory, then rename: atomic on one filesystem.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    try {
      await fs.writeFile(temp, body)
      await fs.rename(temp, file)
    } catch (error) {
      await fs.rm(temp, { force: true })
      throw error
    }
  }

  async get(key: string): Promise<StoredImage | null> {
    const file = this.fileOf(key)
    if (!file) return null
    try {
      const handle = await fs.open(file, 'r')
      try {
        const stat = await handle.stat()
        if (!stat.isFile()) return null
        const body = await handle.readFile()
        return {
          body,
          etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        }
      } finally {
        await handle.close()
      }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key)
    if (!file) throw new InvalidImageKeyError(key)
    await fs.rm(file, { force: true })
  }
}

const isMissing = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR'
}

/** The store the server uses: files under DATA_DIR/images. */
export const createImageStore = (dataDir: string): ImageStore =>
  new FileImageStore(path.join(dataDir, 'images'))
