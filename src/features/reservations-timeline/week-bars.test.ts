// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { dayWindow, weekDays, type WeekBar } from './timeline-model.ts'
import { drawCovers, syncBars, weekBars, type BarSpec } from './week-bars.ts'

const windows = weekDays(new Date(2025, 5, 4)).map(dayWindow) // Monday 2 June to Sunday 8 June
const at = (day: number, hour: number, minute = 0) => new Date(2025, 5, day, hour, minute)
const event = (id: string, start: Date, end: Date, more: Partial<WeekBar> = {}): WeekBar => ({
  id,
  title: `Guest ${id}`,
  start,
  end,
  status: 'Accepted',
  ...more,
})
const when = (d: Date) =>
  `${d.getDate()}. ${d.getHours()}:${String(d.getMinutes()).padStart(2, '0')}`

describe('weekBars', () => {
  it('places a bar per event and day, named for the tooltip and screen readers', () => {
    const bars = weekBars(
      [
        event('a', at(2, 12), at(2, 14)),
        // Tuesday 22:00 to Wednesday 9:00: on both days, cut at midnight and at 7:00.
        event('b', at(3, 22), at(4, 9), { color: '#1f5fa8', mark: 'waiting' }),
        // Before the week: not drawn.
        event('c', at(1, 12), at(1, 14)),
      ],
      windows,
      when,
      { waiting: 'Waiting to sync' },
    )
    expect(bars.map((b) => b.key)).toEqual(['a:0', 'b:1', 'b:2'])
    const [a, b1, b2] = bars as [BarSpec, BarSpec, BarSpec]
    // 12:00 is 5 of the drawn 17 hours into Monday, a seventh of the week each day.
    expect(a.style).toBe(
      `left:${Math.round(((5 / 17) * 100 * 10_000) / 7) / 10_000}%;width:${Math.round(((2 / 17) * 100 * 10_000) / 7) / 10_000}%`,
    )
    expect(a).toMatchObject({
      id: 'a',
      status: 'Accepted',
      mark: undefined,
      title: '2. 12:00 Guest a',
      label: 'Guest a, 2. 12:00',
      text: '',
    })
    expect(b1.label).toBe('Guest b, 3. 22:00 (Waiting to sync)')
    expect(b1.style).toMatch(/;background-color:#1f5fa8$/)
    expect(b2.style.startsWith(`left:${Math.round((200 * 10_000) / 7) / 10_000}%;`)).toBe(true)
  })

  it('writes the title in a bar wide enough to read it', () => {
    const [long] = weekBars([event('a', at(2, 8), at(2, 14))], windows, when)
    expect(long!.text).toBe('Guest a')
  })
})

describe('syncBars', () => {
  const spec = (key: string, more: Partial<BarSpec> = {}): BarSpec => ({
    key,
    id: key,
    status: 'Accepted',
    mark: undefined,
    style: 'left:1%;width:1%',
    title: `t ${key}`,
    label: `l ${key}`,
    text: '',
    ...more,
  })

  it('draws buttons, then changes only what changed and keeps each bar its element', () => {
    const track = document.createElement('div')
    document.body.append(track)
    let shown = syncBars(track, [spec('a'), spec('b'), spec('c')], new Map())
    const buttons = [...track.children] as HTMLButtonElement[]
    expect(buttons.map((b) => b.getAttribute('data-id'))).toEqual(['a', 'b', 'c'])
    expect(buttons[0]!.type).toBe('button')
    expect(buttons[0]!.className).toBe('timeline-week__bar')
    expect(buttons[0]!.getAttribute('aria-label')).toBe('l a')
    expect(buttons[0]!.getAttribute('title')).toBe('t a')
    expect(buttons[0]!.hasAttribute('data-mark')).toBe(false)

    buttons[1]!.focus()
    shown = syncBars(
      track,
      [spec('new'), spec('b', { status: 'Pending', mark: 'waiting', text: 'B' }), spec('c')],
      shown,
    )
    const after = [...track.children] as HTMLButtonElement[]
    expect(after.map((b) => b.getAttribute('data-id'))).toEqual(['new', 'b', 'c'])
    expect(after[1]).toBe(buttons[1])
    expect(after[2]).toBe(buttons[2])
    expect(document.activeElement).toBe(buttons[1])
    expect(after[1]!.getAttribute('data-status')).toBe('Pending')
    expect(after[1]!.getAttribute('data-mark')).toBe('waiting')
    expect(after[1]!.textContent).toBe('B')

    shown = syncBars(track, [spec('c'), spec('b')], shown)
    expect([...track.children].map((b) => b.getAttribute('data-id'))).toEqual(['c', 'b'])
    expect(track.children[0]).toBe(buttons[2])
    expect(shown.size).toBe(2)
    expect(syncBars(track, [], shown).size).toBe(0)
    expect(track.children).toHaveLength(0)
  })
})

describe('drawCovers', () => {
  it('draws an hour bar per drawn hour, as high as its share of the busiest, titled', () => {
    const day = document.createElement('div')
    drawCovers(day, [0, 4, 8], 8)
    const bars = [...day.children] as HTMLElement[]
    expect(bars.map((b) => b.className)).toEqual(Array(3).fill('timeline-week__cover'))
    expect(bars.map((b) => b.style.height)).toEqual(['0%', '50%', '100%'])
    expect(bars.map((b) => b.title)).toEqual(['07:00 · 0', '08:00 · 4', '09:00 · 8'])
    drawCovers(day, [1], 1)
    expect(day.children).toHaveLength(1)
  })
})
