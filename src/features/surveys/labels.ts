import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { QuestionType, WhenToAsk } from '../../../sync/protocol/rules/index.ts'

/** When the guest is asked, in the manager's words. */
export const WHEN_LABEL: Record<WhenToAsk, MessageDescriptor> = {
  LAST_DAY: msg`On the last day of the stay`,
  BEFORE_USAGE: msg`Before using a service`,
  AFTER_USAGE: msg`After using a service`,
  ALWAYS: msg`Always`,
  EXTERNAL: msg`External (public review link)`,
}

export const TYPE_LABEL: Record<QuestionType, MessageDescriptor> = {
  STRING: msg`Short text`,
  LONGTEXT: msg`Long text`,
  NUMBER: msg`Number`,
  LINK: msg`Link`,
}

export const LANGUAGE_LABEL: Record<'en' | 'srb' | 'cro', MessageDescriptor> = {
  en: msg`English`,
  srb: msg`Serbian`,
  cro: msg`Croatian`,
}
