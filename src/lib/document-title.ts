import { useEffect } from 'react'

/**
 * The browser tab's title: the page's parts, most specific first ("Rooms · Reception · Hotel
 * Aurora"), so tabs and the task switcher tell the screens apart. Parts not known yet are left
 * out; with none, the title stays as it is.
 */
export function useDocumentTitle(parts: readonly (string | null | undefined)[]): void {
  const title = parts.filter((part) => part && part.trim()).join(' · ')
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}
