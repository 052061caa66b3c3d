import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { Survey } from '../../../sync/protocol/index.ts'
import { outboxMarks, type OutboxMarks } from '../orders/pending-marks.ts'

export interface SurveysData {
  /** The business's surveys by name. */
  surveys: Survey[]
  /** This account's survey actions still waiting or refused. */
  marks: OutboxMarks
}

/** The surveys and their outbox marks in one live query (offline too). */
export function useSurveys(accountId: string): SurveysData | undefined {
  return useLiveQuery(
    () =>
      db.transaction('r', [db.surveys, db.outbox], async () => {
        const [surveys, outbox] = await Promise.all([
          db.surveys.toArray(),
          db.outbox.orderBy('seq').toArray(),
        ])
        const own = outbox.filter((r) => r.accountId === accountId)
        surveys.sort((a, b) => a.name.en.localeCompare(b.name.en))
        return { surveys, marks: outboxMarks(own, 'surveys') }
      }),
    [accountId],
  )
}
