/** The staff PWA lives under this path; its service worker controls nothing else. */
export const STAFF_SCOPE = '/app/h/'

/** The installed app's name on a home screen (the manifest's short_name; a product name, not translated). */
export const STAFF_APP_SHORT_NAME = 'Back office'

/** The web app manifest vite-plugin-pwa emits (its default file name). */
export const MANIFEST_FILENAME = 'manifest.webmanifest'

/** The staff back office (spec section 2): the only pages that may offer to install the app. */
const STAFF_PREFIXES = ['/app/h/', '/app/b/', '/app/admin/']

/** Whether a path is a staff route (/app/h/*, /app/b/*, /app/admin/*) rather than guest or public. */
export function isStaffPath(pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`
  return STAFF_PREFIXES.some((prefix) => path.startsWith(prefix))
}
