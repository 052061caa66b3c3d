import { describe, expect, it, vi } from 'vitest'
import { COMPRESSION_OPTIONS, checkImageFile, compressImage } from './compress.ts'

const compressionCalls: { file: File; options: Record<string, unknown> }[] = []
vi.mock('browser-image-compression', () => ({
  default: (file: File, options: Record<string, unknown>) => {
    compressionCalls.push({ file, options })
    return Promise.resolve(new File([new Uint8Array([1, 2, 3])], file.name, { type: 'image/webp' }))
  },
}))

describe('checkImageFile', () => {
  it('takes png, jpeg (jpg) and webp by type', () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['a.jpg', 'image/jpeg'],
      ['a.jpeg', 'image/jpeg'],
      ['a.webp', 'image/webp'],
      ['IMG_0001.JPG', 'IMAGE/JPEG'],
    ] as const) {
      expect(checkImageFile({ name, type }), name).toEqual({ ok: true })
    }
  })

  it('refuses any other type with code image.type (even when the name says png)', () => {
    for (const [name, type] of [
      ['a.gif', 'image/gif'],
      ['a.svg', 'image/svg+xml'],
      ['a.heic', 'image/heic'],
      ['a.png', 'text/plain'],
      ['a.bmp', 'image/bmp'],
      ['a.pdf', 'application/pdf'],
    ] as const) {
      expect(checkImageFile({ name, type }), name).toEqual({ ok: false, code: 'image.type' })
    }
  })

  it('without a type, goes by the extension', () => {
    expect(checkImageFile({ name: 'photo.JPG', type: '' })).toEqual({ ok: true })
    expect(checkImageFile({ name: 'photo.webp', type: '' })).toEqual({ ok: true })
    expect(checkImageFile({ name: 'photo.gif', type: '' }).ok).toBe(false)
    expect(checkImageFile({ name: 'photo', type: '' }).ok).toBe(false)
  })
})

describe('compressImage', () => {
  it('loads the library lazily and asks for ≤ 1 MB, ≤ 1920 px, WebP, in a worker loaded from our origin', async () => {
    expect(COMPRESSION_OPTIONS).toEqual({
      maxSizeMB: 1,
      maxWidthOrHeight: 1920,
      fileType: 'image/webp',
      useWebWorker: true,
    })
    const file = new File([new Uint8Array(10)], 'photo.png', { type: 'image/png' })
    const out = await compressImage(file)
    expect(out.type).toBe('image/webp')
    expect(compressionCalls).toHaveLength(1)
    const { options } = compressionCalls[0]!
    expect(options).toMatchObject(COMPRESSION_OPTIONS)
    expect(String(options.libURL)).toMatch(/browser-image-compression\.js/)
    expect(String(options.libURL)).not.toMatch(/cdn|jsdelivr/)
  })
})
