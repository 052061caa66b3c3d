import { randomUUID } from 'node:crypto'
import type { LocalizedText, SurveyQuestion, WhenToAsk } from '../sync/protocol/index.ts'
import type { Tx } from './db/client.ts'
import * as t from './db/schema.ts'
import type { NextVersion } from './domain/versioning.ts'

/*
 * The demo surveys (issue 18): one of each kind, the spa's before and after a treatment, and a
 * few answers, so the surveys screen and its answers show something at once. The spa's survey
 * before usage is not required: the demo booking (and the e2e specs that book) stays open.
 */

const tx3 = (en: string, srb: string, cro: string): LocalizedText => ({ en, srb, cro })
const q = (
  id: string,
  name: LocalizedText,
  type: SurveyQuestion['type'],
  required: boolean,
  options?: string[],
): SurveyQuestion => ({ _id: id, name, type, required, ...(options ? { options } : {}) })

const STARS = tx3('Your rating (1 to 5)', 'Vaša ocena (1 do 5)', 'Vaša ocjena (1 do 5)')

const SURVEYS: {
  key: string
  name: LocalizedText
  description: LocalizedText
  whenToAsk: WhenToAsk
  spa?: boolean
  questions: SurveyQuestion[]
}[] = [
  {
    key: 'stay',
    name: tx3('How was your stay?', 'Kakav je bio vaš boravak?', 'Kako vam je bio boravak?'),
    description: tx3(
      'A minute before you leave helps us a lot.',
      'Minut pre odlaska nam mnogo znači.',
      'Minuta prije odlaska puno nam znači.',
    ),
    whenToAsk: 'LAST_DAY',
    questions: [
      q('stay-stars', STARS, 'NUMBER', true),
      q(
        'stay-best',
        tx3(
          'What did you like most?',
          'Šta vam se najviše dopalo?',
          'Što vam se najviše svidjelo?',
        ),
        'LONGTEXT',
        false,
      ),
    ],
  },
  {
    key: 'spa-before',
    name: tx3('Before your treatment', 'Pre tretmana', 'Prije tretmana'),
    description: tx3(
      'So the therapist can prepare.',
      'Da bi terapeut mogao da se pripremi.',
      'Kako bi se terapeut mogao pripremiti.',
    ),
    whenToAsk: 'BEFORE_USAGE',
    spa: true,
    questions: [
      q(
        'spa-health',
        tx3(
          'Any allergies or health issues?',
          'Alergije ili zdravstveni problemi?',
          'Alergije ili zdravstveni problemi?',
        ),
        'STRING',
        false,
      ),
    ],
  },
  {
    key: 'spa-after',
    name: tx3('After your treatment', 'Posle tretmana', 'Nakon tretmana'),
    description: tx3('', '', ''),
    whenToAsk: 'AFTER_USAGE',
    spa: true,
    questions: [q('spa-stars', STARS, 'NUMBER', true)],
  },
  {
    key: 'quick',
    name: tx3('Quick feedback', 'Brza ocena', 'Brza ocjena'),
    description: tx3('', '', ''),
    whenToAsk: 'ALWAYS',
    questions: [
      q('quick-stars', STARS, 'NUMBER', false),
      q(
        'quick-again',
        tx3('Would you come again?', 'Da li biste ponovo došli?', 'Biste li ponovno došli?'),
        'STRING',
        false,
        ['Yes', 'No'],
      ),
    ],
  },
  {
    key: 'review',
    name: tx3('Review us', 'Ocenite nas', 'Ocijenite nas'),
    description: tx3('Thank you for your visit.', 'Hvala na poseti.', 'Hvala na posjetu.'),
    whenToAsk: 'EXTERNAL',
    questions: [
      q('review-stars', STARS, 'NUMBER', true),
      q(
        'review-link',
        tx3(
          'Link to your public review',
          'Link do vaše javne recenzije',
          'Poveznica na vašu javnu recenziju',
        ),
        'LINK',
        false,
      ),
    ],
  },
]

/** Answers: [survey key, stay index or null (public), answers]. */
const ANSWERS: [string, number | null, [string, string][]][] = [
  [
    'stay',
    0,
    [
      ['stay-stars', '5'],
      ['stay-best', 'The breakfast on the terrace.'],
    ],
  ],
  ['stay', 1, [['stay-stars', '4']]],
  [
    'quick',
    2,
    [
      ['quick-stars', '4'],
      ['quick-again', 'Yes'],
    ],
  ],
  [
    'review',
    null,
    [
      ['review-stars', '5'],
      ['review-link', 'https://example.com/review/1'],
    ],
  ],
  ['review', null, [['review-stars', '3']]],
]

export async function seedDemoSurveys(
  tx: Tx,
  v: NextVersion,
  input: { businessId: string; spaId: string; stayIds: readonly string[] },
): Promise<void> {
  const ids = new Map<string, string>()
  for (const s of SURVEYS) {
    const id = randomUUID()
    ids.set(s.key, id)
    await tx.insert(t.surveys).values({
      id,
      businessId: input.businessId,
      version: await v(),
      name: s.name,
      description: s.description,
      whenToAsk: s.whenToAsk,
      serviceId: s.spa ? input.spaId : null,
      required: null,
      questions: s.questions,
    })
  }
  await tx.insert(t.surveyAnswers).values(
    ANSWERS.map(([key, stay, answers]) => ({
      id: randomUUID(),
      businessId: input.businessId,
      surveyId: ids.get(key)!,
      stayId: stay === null ? null : (input.stayIds[stay] ?? null),
      answers: answers.map(([_id, answer]) => ({ _id, answer })),
    })),
  )
}
