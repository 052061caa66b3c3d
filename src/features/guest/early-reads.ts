/**
 * Early reads: a guest's phone on a slow network spends most of a cold load waiting for the
 * app's scripts, and only then asks for the page's data. A small script inlined into index.html
 * (vite.config.ts) starts the reads a guest page is known to make as soon as the HTML arrives,
 * and the page's `request()` (http.ts) takes the answer instead of asking again.
 *
 * `earlyReadUrls` is turned into that inline script with `Function.prototype.toString`, so it
 * must stay self-contained: no imports, no outside names, plain ES2020.
 */

/**
 * The GET paths the page at `pathname` reads first (none for pages not listed); the stay's only
 * when `cookie` (document.cookie) says this browser entered the room's code (room-code-marker.ts).
 */
export function earlyReadUrls(pathname: string, cookie: string): string[] {
  const menu = /^\/app\/hu\/(d\/)?menu\/([^/]+)\/([^/]+)\/?$/.exec(pathname)
  if (!menu) return []
  const demo = menu[1] !== undefined
  const roomId = menu[2] ?? ''
  // The router hands the page decoded params, which the page encodes again: do the same here so
  // the paths match (a malformed escape leaves the page to its own reads).
  let room: string
  let service: string
  try {
    room = encodeURIComponent(decodeURIComponent(roomId))
    service = encodeURIComponent(decodeURIComponent(menu[3] ?? ''))
  } catch {
    return []
  }
  const urls = [
    '/api/v2/hotel/room/getHotelRoomAndHotelByID/' + room,
    '/api/v2/restaraunt-bar/article/getMenuByRoomID/' + room + '/' + service,
  ]
  if (
    !demo &&
    (';' + String(cookie || '').replace(/ /g, '') + ';').indexOf(';guest_room=' + room + ';') !== -1
  ) {
    urls.push('/api/v2/access/getRoom', '/api/v2/access/getServices')
  }
  return urls
}

type EarlyReads = Record<string, Promise<Response> | undefined>

/**
 * The inline script for index.html: starts the reads and leaves them on `window.__earlyReads`;
 * on every page outside the back office preloads `shellModules` (the public shell, which the
 * entry script would otherwise ask for only once it has run), and on a page with early reads
 * also `modules` (the menu page's own chunks and styles).
 */
export function earlyReadsScript(
  modules: readonly string[] = [],
  shellModules: readonly string[] = [],
): string {
  return (
    '(function(){try{var urls=(' +
    earlyReadUrls.toString() +
    ')(location.pathname,document.cookie);var early={};urls.forEach(function(u){' +
    "early[u]=fetch(u,{credentials:'same-origin',headers:{Accept:'application/json'}})});" +
    'window.__earlyReads=early;if(urls.length)' +
    // While the scripts are on their way, the phone is idle: it loads the number formats of
    // the product's languages then, which the menu's first prices would otherwise wait for
    // (ICU's locale and currency data: about 140 ms on a 4x slowed phone).
    "setTimeout(function(){try{['en','sr-Latn','hr'].forEach(function(l){" +
    "new Intl.NumberFormat(l,{style:'currency',currency:'EUR'}).format(1)})}catch(e){}},0);" +
    "var pre=function(h){var l=document.createElement('link');var css=/\\.css$/.test(h);" +
    "l.rel=css?'preload':'modulepreload';if(css)l.as='style';l.href=h;document.head.appendChild(l)};" +
    // The back office's paths (src/app/pwa-scope.ts isStaffPath) start the staff app instead.
    'if(!/^\\/app\\/(h|b|admin)(\\/|$)/.test(location.pathname))' +
    JSON.stringify(shellModules) +
    '.forEach(pre);if(urls.length)' +
    JSON.stringify(modules) +
    '.forEach(pre)}catch(e){}})()'
  )
}

/**
 * The early read of `path`, once: the first caller takes it, later callers (a retry, another
 * visit of the page) read afresh. Null when there is none.
 */
export function takeEarlyRead(path: string): Promise<Response> | null {
  if (typeof window === 'undefined') return null
  const early = (window as { __earlyReads?: EarlyReads }).__earlyReads
  const read = early?.[path]
  if (!read) return null
  early[path] = undefined
  return read
}
