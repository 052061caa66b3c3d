import { describe, expect, it } from 'vitest'
import { imageThumbUrl, thumbnailSources } from './images.ts'

describe('thumbnail sources', () => {
  it('asks the image store for the thumbnails by width, keeping the version', () => {
    const url = '/images/b1/articles/a1.webp?v=abc'
    expect(imageThumbUrl(url, 120)).toBe('/images/b1/articles/a1.webp?v=abc&w=120')
    expect(thumbnailSources(url)).toEqual({
      src: '/images/b1/articles/a1.webp?v=abc&w=240',
      srcSet:
        '/images/b1/articles/a1.webp?v=abc&w=120 120w, /images/b1/articles/a1.webp?v=abc&w=240 240w',
    })
    expect(imageThumbUrl('/images/b1/articles/a1.webp', 240)).toBe(
      '/images/b1/articles/a1.webp?w=240',
    )
  })

  it('leaves a picture from elsewhere (a local preview, another host) as it is', () => {
    expect(thumbnailSources('blob:https://hotel/1')).toEqual({ src: 'blob:https://hotel/1' })
    expect(thumbnailSources('https://cdn.example/x.jpg')).toEqual({
      src: 'https://cdn.example/x.jpg',
    })
  })
})
