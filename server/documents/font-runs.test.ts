import { describe, expect, it } from 'vitest'
import { fontRuns } from './font-runs.ts'

type Face = 'base' | 'cjk' | 'hebrew'
const FACES = ['base', 'cjk', 'hebrew'] as const satisfies readonly [Face, ...Face[]]
/** base: Latin and punctuation; cjk: Han and Latin; hebrew: Hebrew and space only. */
function covers(face: Face, cp: number): boolean {
  const char = String.fromCodePoint(cp)
  if (face === 'hebrew') return /[\u0590-\u05ff ]/.test(char)
  const latin = cp <= 0x24f || char === '·'
  return face === 'base' ? latin : latin || /\p{Script=Han}/u.test(char)
}

describe('fontRuns', () => {
  it('keeps a text the document font has in one run', () => {
    expect(fontRuns('Željko Đorđević', FACES, covers)).toEqual([
      { face: 'base', text: 'Željko Đorđević' },
    ])
  })
  it('puts each script in the first face that has it, back to the document font after', () => {
    expect(fontRuns('Room 204 · 王小明 Wang', FACES, covers)).toEqual([
      { face: 'base', text: 'Room 204 · ' },
      { face: 'cjk', text: '王小明' },
      { face: 'base', text: ' Wang' },
    ])
  })
  it('keeps spaces between its words in a run, not at its end', () => {
    expect(fontRuns('דוד כהן (VIP)', FACES, covers)).toEqual([
      { face: 'hebrew', text: 'דוד כהן' },
      { face: 'base', text: ' (VIP)' },
    ])
    expect(fontRuns('דוד כהן 王', FACES, covers)).toEqual([
      { face: 'hebrew', text: 'דוד כהן' },
      { face: 'cjk', text: ' 王' },
    ])
  })
  it('leaves what no face has in the document font', () => {
    expect(fontRuns('a☃b', FACES, covers)).toEqual([{ face: 'base', text: 'a☃b' }])
    expect(fontRuns('', FACES, covers)).toEqual([])
  })
})
