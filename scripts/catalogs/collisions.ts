/**
 * Lists, per language, the messages two catalogs translate differently, the untranslated ones
 * and those copied from English. Exit code 1 when there are any. `npx tsx scripts/catalogs/collisions.ts`
 */
import {
  CATALOG_NAMES,
  TRANSLATED_LOCALES,
  readLanguage,
  readSameAsEnglish,
} from './catalog-files.ts'
import { copiedFromEnglish, entryKey, findCollisions, showKey, untranslated } from './po.ts'

let problems = 0
const say = (line: string) => process.stdout.write(`${line}\n`)
const allowed = readSameAsEnglish()
for (const locale of ['en', ...TRANSLATED_LOCALES]) {
  const catalogs = readLanguage(locale)
  for (const c of findCollisions(catalogs)) {
    problems++
    say(`${locale}: ${showKey(c.key)}`)
    for (const t of c.texts) say(`    ${JSON.stringify(t.str)}  ${t.catalogs.join(', ')}`)
  }
  if (locale === 'en') continue
  for (const name of CATALOG_NAMES) {
    const entries = catalogs[name] ?? []
    for (const e of untranslated(entries)) {
      problems++
      say(`${locale}/${name}: untranslated ${showKey(entryKey(e))}`)
    }
    for (const e of copiedFromEnglish(entries, allowed)) {
      problems++
      say(`${locale}/${name}: same as English ${showKey(entryKey(e))}`)
    }
  }
}
say(`${problems} problem(s)`)
process.exitCode = problems > 0 ? 1 : 0
