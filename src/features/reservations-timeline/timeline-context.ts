import { createContext, useContext } from 'react'
import type { DiningTable } from '../../../sync/protocol/index.ts'

/** What the timeline week needs beside react-big-calendar's props: the tables and the language. */
export interface TimelineContextValue {
  tables: readonly DiningTable[]
  intl: readonly string[]
}

export const TimelineContext = createContext<TimelineContextValue>({ tables: [], intl: ['en'] })

export const useTimelineContext = (): TimelineContextValue => useContext(TimelineContext)
