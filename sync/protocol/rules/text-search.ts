/*
 * One rule for every search box (guests, rooms, menu items): case and accents do not matter, so
 * "kovacevic" finds "Kovačević", "cafe" finds "Café" and "ZELJKO" finds "Željko". Letters that
 * are not a base letter with a mark (đ, ß, ø, æ, …) are spelled as people type them without the
 * key: "đ" as "d" or "dj" ("dordevic" and "djordjevic" both find "Đorđević").
 */

/** Letters NFD does not take apart, each as its short and its long spelling. */
const SPELLED: Record<string, readonly [string, string]> = {
  đ: ['d', 'dj'],
  ß: ['ss', 'ss'],
  ø: ['o', 'o'],
  æ: ['ae', 'ae'],
  œ: ['oe', 'oe'],
  ł: ['l', 'l'],
  ı: ['i', 'i'],
  þ: ['th', 'th'],
}
const SPELLED_LETTER = new RegExp(`[${Object.keys(SPELLED).join('')}]`, 'gu')

/** The text as a search compares it: lower case, marks dropped, the letters above spelled out. */
export function searchKey(text: string, spelling: 'short' | 'long' = 'short'): string {
  const index = spelling === 'short' ? 0 : 1
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(SPELLED_LETTER, (letter) => SPELLED[letter]![index])
}

/** A prepared query: true for a text that contains it (or for every text when it is blank). */
export function textMatcher(query: string): (text: string) => boolean {
  const needle = searchKey(query.trim())
  if (needle === '') return () => true
  return (text) => searchKey(text).includes(needle) || searchKey(text, 'long').includes(needle)
}

/** True when `text` contains `query`, case and accents aside (a blank query matches all). */
export const matchesText = (text: string, query: string): boolean => textMatcher(query)(text)
