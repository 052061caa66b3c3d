/** Categories and items of one service (public reads). */
import { useEffect, useState } from 'react'
import type { Article, ArticleCategory } from '../../../sync/protocol/menu.ts'
import { getArticles, getCategories } from './guest-api.ts'
import { isAborted } from './http.ts'

export type MenuData = { categories: ArticleCategory[]; articles: Article[] }

export function useMenu(serviceId: string | null) {
  const [menu, setMenu] = useState<MenuData | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!serviceId) return
    const controller = new AbortController()
    Promise.all([
      getCategories(serviceId, controller.signal),
      getArticles(serviceId, controller.signal),
    ]).then(
      ([categories, articles]) =>
        setMenu({
          categories: Array.isArray(categories) ? categories : [],
          articles: Array.isArray(articles) ? articles : [],
        }),
      (e: unknown) => {
        if (!isAborted(e)) setError(e)
      },
    )
    return () => controller.abort()
  }, [serviceId, attempt])

  const retry = () => {
    setError(null)
    setAttempt((n) => n + 1)
  }
  return { menu, error, retry }
}
