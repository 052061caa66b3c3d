import { MANIFEST_FILENAME, STAFF_APP_SHORT_NAME, isStaffPath } from '../pwa-scope.ts'

/** Marks the head elements this module owns. */
const MARK = 'data-staff-pwa'

/** What makes a page installable as the back office: the manifest and the iOS home-screen hints. */
function staffHeadElements(doc: Document): HTMLElement[] {
  const link = doc.createElement('link')
  link.rel = 'manifest'
  link.href = `/${MANIFEST_FILENAME}`
  const metas = [
    ['mobile-web-app-capable', 'yes'],
    ['apple-mobile-web-app-capable', 'yes'],
    ['apple-mobile-web-app-title', STAFF_APP_SHORT_NAME],
  ].map(([name, content]) => {
    const meta = doc.createElement('meta')
    meta.name = name!
    meta.content = content!
    return meta
  })
  return [link, ...metas]
}

/**
 * Links the staff manifest (and the iOS "Add to Home Screen" hints) only while a staff route is
 * shown. The build leaves the manifest link out of index.html (vite.config.ts), so a guest's or
 * visitor's browser is never offered to install "Hotel back office"; Chromium picks the link up
 * when it is added later.
 */
export function syncManifestLink(pathname: string, doc: Document = document): void {
  const current = doc.head.querySelectorAll(`[${MARK}]`)
  if (!isStaffPath(pathname)) {
    current.forEach((element) => element.remove())
    return
  }
  if (current.length > 0) return
  for (const element of staffHeadElements(doc)) {
    element.setAttribute(MARK, '')
    doc.head.append(element)
  }
}
