import { describe, expect, it, vi } from 'vitest'
import { COMPRESSION_OPTIONS, checkImageFile, compressImage } from './compress.ts'
import { fileNameOf, uploadImage } from './upload.ts'

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

interface Sent {
  url: string
  init: RequestInit
}

function fakeFetch(replies: (Response | Error)[]) {
  const sent: Sent[] = []
  const fn = ((url: string, init: RequestInit = {}) => {
    sent.push({ url, init })
    const next = replies.shift()
    if (!next) return Promise.reject(new Error('no reply left'))
    if (next instanceof Error) return Promise.reject(next)
    return Promise.resolve(next)
  }) as unknown as typeof fetch
  return { fn, sent }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('uploadImage', () => {
  const blob = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])], { type: 'image/webp' })

  it('POSTs multipart (field image) to the kind’s path with the Idempotency-Key and cookies', async () => {
    const row = { _id: 'a1', image: '/images/b1/articles/a1.webp?v=abc', version: 9 }
    const { fn, sent } = fakeFetch([json(200, row)])
    const outcome = await uploadImage('article', 'b1', 'a1', blob, 'key-12345678', {
      fetch: fn,
      baseUrl: 'http://api',
    })
    expect(outcome).toMatchObject({ kind: 'response', status: 200, ok: true, body: row })
    expect(sent).toHaveLength(1)
    const { url, init } = sent[0]!
    expect(url).toBe('http://api/api/v2/images/article/b1/a1')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('include')
    expect(init.headers).toEqual({ 'Idempotency-Key': 'key-12345678' })
    const form = init.body as FormData
    const part = form.get('image') as File
    expect(part).toBeInstanceOf(Blob)
    expect(part.name).toBe('image.webp')
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(
      new Uint8Array([0x52, 0x49, 0x46, 0x46]),
    )
  })

  it('uses the category and service paths', async () => {
    const { fn, sent } = fakeFetch([json(200, {}), json(200, {})])
    await uploadImage('category', 'b1', 'c1', blob, 'k-000000001', { fetch: fn })
    await uploadImage('service', 'b1', 's1', blob, 'k-000000002', { fetch: fn })
    expect(sent.map((s) => s.url)).toEqual([
      '/api/v2/images/category/b1/c1',
      '/api/v2/images/service/b1/s1',
    ])
  })

  it('an expired token: refreshes once (through the shared client) and retries with the same key', async () => {
    const expired = json(401, { statusCode: 401, message: 'Unauthorized: Token expired' })
    const { fn, sent } = fakeFetch([expired, json(200, { ok: 1 })])
    const refresh = vi.fn(() => Promise.resolve('ok' as const))
    const outcome = await uploadImage('article', 'b1', 'a1', blob, 'key-12345678', {
      fetch: fn,
      http: { refresh },
    })
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(outcome).toMatchObject({ kind: 'response', status: 200 })
    expect(sent.map((s) => (s.init.headers as Record<string, string>)['Idempotency-Key'])).toEqual([
      'key-12345678',
      'key-12345678',
    ])
  })

  it('an expired token without a shared client: GET refreshToken itself', async () => {
    const expired = json(401, { statusCode: 401, message: 'Unauthorized: Token expired' })
    const { fn, sent } = fakeFetch([expired, json(200, { ok: true }), json(200, { ok: 1 })])
    const outcome = await uploadImage('article', 'b1', 'a1', blob, 'key-12345678', { fetch: fn })
    expect(sent.map((s) => s.url)).toEqual([
      '/api/v2/images/article/b1/a1',
      '/api/v2/access/refreshToken',
      '/api/v2/images/article/b1/a1',
    ])
    expect(outcome).toMatchObject({ status: 200 })
  })

  it('HTTP errors are answers (400 naming image); no answer is `network`', async () => {
    const refused = { statusCode: 400, code: 'validation', field: 'image', message: 'image: …' }
    const { fn } = fakeFetch([json(400, refused), new TypeError('Failed to fetch')])
    const reachable: boolean[] = []
    const onReachable = (r: boolean) => reachable.push(r)
    const bad = await uploadImage('article', 'b1', 'a1', blob, 'key-12345678', {
      fetch: fn,
      onReachable,
    })
    expect(bad).toMatchObject({ kind: 'response', status: 400, ok: false, body: refused })
    const offline = await uploadImage('article', 'b1', 'a1', blob, 'key-12345678', {
      fetch: fn,
      onReachable,
    })
    expect(offline.kind).toBe('network')
    expect(reachable).toEqual([true, false])
  })

  it('times out as `network`', async () => {
    const hang = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new Error('aborted')))
      })) as unknown as typeof fetch
    const outcome = await uploadImage('article', 'b1', 'a1', blob, 'key-12345678', {
      fetch: hang,
      timeoutMs: 20,
    })
    expect(outcome.kind).toBe('network')
  })

  it('names the part by the blob’s type or its own name', () => {
    expect(fileNameOf(new Blob([], { type: 'image/png' }))).toBe('image.png')
    expect(fileNameOf(new Blob([], { type: 'image/jpeg' }))).toBe('image.jpg')
    expect(fileNameOf(new Blob([], { type: '' }))).toBe('image.webp')
    expect(fileNameOf(new File([], 'menu.webp', { type: 'image/webp' }))).toBe('menu.webp')
  })
})
