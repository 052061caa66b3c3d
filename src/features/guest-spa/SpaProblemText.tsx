/** The guest's message for a spa booking problem; the table booking's texts for the rest. */
import { Trans } from '@lingui/react/macro'
import { ProblemText } from '../guest-reservation/ProblemText.tsx'
import type { SpaProblem } from './spa-problem.ts'

export function SpaProblemText({ problem }: { problem: SpaProblem }) {
  switch (problem) {
    case 'taken':
      return (
        <Trans>
          Sorry, that time was just booked by someone else. Please choose another free time.
        </Trans>
      )
    case 'therapist':
      return (
        <Trans>
          That therapist is no longer free then. Choose another therapist or another time.
        </Trans>
      )
    default:
      return <ProblemText problem={problem} />
  }
}
