/**
 * Splits a text into runs, each drawn with one face that has its glyphs (issue 16: guest names in
 * Chinese, Korean, Arabic or Hebrew printed as empty boxes with Noto Sans alone). Pure: the caller
 * says which face covers which code point (fontkit's hasGlyphForCodePoint).
 */

export interface FontRun<Face extends string> {
  face: Face
  text: string
}

/** Spaces and punctuation stay in the run they are in when its face has them. */
const NEUTRAL = /^[\s\p{P}]$/u

/**
 * Runs of `text`: each character in the first of `faces` (the document's own font first, then the
 * fallbacks in order) that has it, a space or punctuation mark in the current run's face if that
 * has it; a character none has stays in the first face (it shows as its empty box).
 */
export function fontRuns<Face extends string>(
  text: string,
  faces: readonly [Face, ...Face[]],
  covers: (face: Face, codePoint: number) => boolean,
): FontRun<Face>[] {
  const runs: FontRun<Face>[] = []
  for (const char of text) {
    const codePoint = char.codePointAt(0)!
    const current = runs.at(-1)
    if (current && NEUTRAL.test(char) && covers(current.face, codePoint)) {
      current.text += char
      continue
    }
    const face = faces.find((f) => covers(f, codePoint)) ?? faces[0]
    if (current?.face === face) current.text += char
    else startRun(runs, face, char, faces[0], covers)
  }
  return runs
}

/**
 * A new run of `face` from `char`. Spaces and punctuation a fallback run ended with go to the new
 * run (or to a run of the document font) when that has them: a right-to-left face would otherwise
 * draw them at its left end, between the words of two scripts.
 */
function startRun<Face extends string>(
  runs: FontRun<Face>[],
  face: Face,
  char: string,
  base: Face,
  covers: (face: Face, codePoint: number) => boolean,
): void {
  const previous = runs.at(-1)
  const tail = previous?.text.match(TAIL)?.[0] ?? ''
  if (previous && previous.face !== base && tail !== '' && tail !== previous.text) {
    const all = (f: Face) => [...tail].every((c) => covers(f, c.codePointAt(0)!))
    if (all(face)) {
      previous.text = previous.text.slice(0, -tail.length)
      runs.push({ face, text: tail + char })
      return
    }
    if (all(base)) {
      previous.text = previous.text.slice(0, -tail.length)
      runs.push({ face: base, text: tail })
    }
  }
  runs.push({ face, text: char })
}

const TAIL = /[\s\p{P}]+$/u
