import imageCompression from 'browser-image-compression'
// The library's worker loads the library again with importScripts: from our own origin (and the
// service worker's cache offline), never from its default CDN.
import libraryUrl from 'browser-image-compression/dist/browser-image-compression.js?url'
import { COMPRESSION_OPTIONS, type CompressOptions } from './compress.ts'

/** Loaded lazily by compress.ts: this module and the library are their own chunk. */
export function compress(file: File, options: CompressOptions): Promise<File> {
  return imageCompression(file, {
    ...COMPRESSION_OPTIONS,
    libURL: new URL(libraryUrl, globalThis.location?.href ?? 'http://localhost/').href,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  })
}
