import { useEffect, useState } from 'react'

export interface Background {
  image: HTMLImageElement | null
  /** Height to width of the picture; null while none is loaded. */
  aspect: number | null
}

const NONE: Background = { image: null, aspect: null }

/**
 * The service's floor plan picture, loaded for the canvas. A picture that cannot load (offline
 * before it was ever cached) leaves the plain floor: the tables stay where their fractions say.
 */
export function useBackground(url: string | null | undefined): Background {
  const [loaded, setLoaded] = useState<{ url: string; background: Background } | null>(null)
  useEffect(() => {
    if (!url) return
    let live = true
    const image = new window.Image()
    image.onload = () => {
      if (live && image.naturalWidth > 0)
        setLoaded({ url, background: { image, aspect: image.naturalHeight / image.naturalWidth } })
    }
    image.src = url
    return () => {
      live = false
    }
  }, [url])
  return url && loaded?.url === url ? loaded.background : NONE
}
