import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useMemo } from 'react'
import { db } from '../../../sync/index.ts'
import type { Article, ArticleCategory } from '../../../sync/protocol/index.ts'

/** Every menu category and item on this device (undefined while IndexedDB answers). */
export function useMenuRows(): { categories: ArticleCategory[]; articles: Article[] } | undefined {
  return useLiveQuery(async () => {
    const [categories, articles] = await Promise.all([
      db.categories.toArray(),
      db.articles.toArray(),
    ])
    return {
      categories: categories,
      articles: articles,
    }
  }, [])
}

/** What the outbox says about menu rows: waiting ids, refused ids, and pictures waiting. */
export interface MenuMarks {
  waiting: ReadonlySet<string>
  refused: ReadonlySet<string>
  /** The latest picture queued for a row, not sent yet. */
  photos: ReadonlyMap<string, Blob>
}

const NO_MARKS: MenuMarks = { waiting: new Set(), refused: new Set(), photos: new Map() }

export function useMenuMarks(accountId: string): MenuMarks {
  return (
    useLiveQuery(async () => {
      const rows = await db.outbox
        .orderBy('seq')
        .filter((r) => r.accountId === accountId)
        .toArray()
      const waiting = new Set<string>()
      const refused = new Set<string>()
      const photos = new Map<string, Blob>()
      for (const row of rows) {
        for (const e of row.entities) {
          if (e.table !== 'categories' && e.table !== 'articles') continue
          if (row.state === 'failed') refused.add(e.id)
          else waiting.add(e.id)
        }
        const payload = row.payload as { id?: unknown; image?: unknown }
        if (
          row.type === 'image.upload' &&
          row.state !== 'failed' &&
          payload.image instanceof Blob
        ) {
          photos.set(String(payload.id), payload.image)
        }
      }
      return { waiting, refused, photos }
    }, [accountId]) ?? NO_MARKS
  )
}

/** An object URL for a Blob while the component shows it (revoked when it changes or goes). */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob])
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url)
    },
    [url],
  )
  return url
}
