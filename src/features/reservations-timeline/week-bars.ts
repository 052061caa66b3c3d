import {
  DAY_VIEW_START_HOUR,
  barShowsTitle,
  placeInDay,
  type DayWindow,
  type WeekBar,
} from './timeline-model.ts'

/*
 * The bars of a timeline week's row, drawn by the track itself rather than as a React element
 * each: a week is 400 to 500 bars, and React's work per element (a fiber, its props, the
 * reconciliation, the commit) cost about four times the DOM's own at 4x CPU. Each bar is still a
 * plain <button> (focus, Enter and Space, its accessible name and tooltip as before); the track
 * keeps its bars by key and only changes what changed, so a bar keeps its focus (and a dialog's
 * way back to it) when its appointment or reservation changes.
 */

/** One bar of a track: an event's part in one day of the week. */
export interface BarSpec {
  /** The event's id and the day (an event over midnight has a bar on each day). */
  key: string
  id: string
  status: string
  mark: string | undefined
  /**
   * The inline style: where it stands in the week, and the event's colour when it has one (a
   * background colour, not a custom property: a var() per bar is costly to style).
   */
  style: string
  /** The tooltip ("Mon 09:30 Novak · 2") and the accessible name ("Novak · 2, Mon 09:30"). */
  title: string
  label: string
  /** The text shown in the bar: its title when it is wide enough to be read, else none. */
  text: string
}

/** A CSS percentage, short (the inline style is parsed per bar). */
const percent = (value: number) => `${Math.round(value * 10_000) / 10_000}%`

/**
 * The bars of `events` over the week's `windows` (seven days): one per event and day it touches,
 * in the events' order. `when` names an event's start (formatted once per event, not per bar).
 */
export function weekBars(
  events: readonly WeekBar[],
  windows: readonly DayWindow[],
  when: (start: Date) => string,
  markText?: Partial<Record<NonNullable<WeekBar['mark']>, string>>,
): BarSpec[] {
  const bars: BarSpec[] = []
  const first = windows[0]
  const last = windows[windows.length - 1]
  if (!first || !last) return bars
  const days = windows.length
  for (const event of events) {
    const start = event.start.getTime()
    const end = event.end.getTime()
    if (end <= first.from || start >= last.to) continue
    const at = when(event.start)
    const markName = event.mark ? markText?.[event.mark] : undefined
    const label = `${event.title}, ${at}${markName ? ` (${markName})` : ''}`
    const title = `${at} ${event.title}`
    const color = event.color ? `;background-color:${event.color}` : ''
    for (let index = 0; index < days; index++) {
      const bar = placeInDay(start, end, windows[index]!)
      if (!bar) continue
      bars.push({
        key: `${event.id}:${index}`,
        id: event.id,
        status: event.status,
        mark: event.mark,
        style: `left:${percent((index * 100 + bar.left) / days)};width:${percent(bar.width / days)}${color}`,
        title,
        label,
        text: barShowsTitle(bar) ? event.title : '',
      })
    }
  }
  return bars
}

/** `format` of a Date, each instant formatted once (a week's bookings share their quarter hours). */
export function formatOnce(format: Intl.DateTimeFormat): (date: Date) => string {
  const known = new Map<number, string>()
  return (date) => {
    const at = date.getTime()
    let text = known.get(at)
    if (text === undefined) {
      text = format.format(date)
      known.set(at, text)
    }
    return text
  }
}

/** A bar on the screen and what it was drawn from. */
export interface ShownBar {
  el: HTMLButtonElement
  spec: BarSpec
}

function setOrRemove(el: Element, name: string, value: string | undefined): void {
  if (value === undefined) el.removeAttribute(name)
  else el.setAttribute(name, value)
}

/** Writes what differs between `old` (null: a new button) and `spec` onto the bar. */
function drawBar(el: HTMLButtonElement, spec: BarSpec, old: BarSpec | null): void {
  if (old?.id !== spec.id) el.setAttribute('data-id', spec.id)
  if (old?.status !== spec.status) el.setAttribute('data-status', spec.status)
  if (old ? old.mark !== spec.mark : spec.mark !== undefined)
    setOrRemove(el, 'data-mark', spec.mark)
  if (old?.style !== spec.style) el.setAttribute('style', spec.style)
  if (old?.title !== spec.title) el.setAttribute('title', spec.title)
  if (old?.label !== spec.label) el.setAttribute('aria-label', spec.label)
  if ((old?.text ?? '') !== spec.text) el.textContent = spec.text
}

/** A new bar: a copy of a bare one (its type and class in one native call), then drawn. */
function newBar(bare: HTMLButtonElement, spec: BarSpec): HTMLButtonElement {
  const el = bare.cloneNode(false) as HTMLButtonElement
  drawBar(el, spec, null)
  return el
}

function bareBar(): HTMLButtonElement {
  const el = document.createElement('button')
  el.type = 'button'
  el.className = 'timeline-week__bar'
  return el
}

/**
 * Makes `track`'s bars those of `specs`, in their order: a bar whose key was shown keeps its
 * element (only its changed attributes are written), the others are created or removed. Returns
 * what is shown now (the `shown` of the next call). The track holds nothing else.
 */
export function syncBars(
  track: HTMLElement,
  specs: readonly BarSpec[],
  shown: ReadonlyMap<string, ShownBar>,
): Map<string, ShownBar> {
  const next = new Map<string, ShownBar>()
  const bare = bareBar()
  if (shown.size === 0) {
    // The first drawing: every button into a fragment, then the track at once.
    const fragment = document.createDocumentFragment()
    for (const spec of specs) {
      if (next.has(spec.key)) continue
      const el = newBar(bare, spec)
      fragment.append(el)
      next.set(spec.key, { el, spec })
    }
    track.replaceChildren(fragment)
    return next
  }
  const wanted = new Set(specs.map((s) => s.key))
  for (const [key, { el }] of shown) if (!wanted.has(key)) el.remove()
  let cursor: ChildNode | null = track.firstChild
  for (const spec of specs) {
    if (next.has(spec.key)) continue
    const had = shown.get(spec.key)
    let el: HTMLButtonElement
    if (had) {
      el = had.el
      drawBar(el, spec, had.spec)
    } else el = newBar(bare, spec)
    // Only a new bar, or one whose place changed, is inserted (moving a bar would blur it).
    if (el === cursor) cursor = cursor.nextSibling
    else track.insertBefore(el, cursor)
    next.set(spec.key, { el, spec })
  }
  return next
}

/**
 * A day's covers row: a bar per drawn hour, as high as its share of `most` (the week's busiest
 * hour), titled with its hour and count ("19:00 · 12"). Redrawn whole: the bars take no focus.
 */
export function drawCovers(day: HTMLElement, hours: readonly number[], most: number): void {
  const fragment = document.createDocumentFragment()
  hours.forEach((count, h) => {
    const bar = document.createElement('span')
    bar.className = 'timeline-week__cover'
    bar.style.height = `${(count / most) * 100}%`
    bar.title = `${String(DAY_VIEW_START_HOUR + h).padStart(2, '0')}:00 · ${count}`
    fragment.append(bar)
  })
  day.replaceChildren(fragment)
}
