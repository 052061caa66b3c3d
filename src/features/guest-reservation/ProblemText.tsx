/** The guest's message for a booking problem (spec §8 texts where the spec names them). */
import { Trans } from '@lingui/react/macro'
import type { BookingProblem } from './booking-problem.ts'

export function ProblemText({ problem }: { problem: BookingProblem }) {
  switch (problem) {
    case 'invalidReq':
      return (
        <Trans>
          Please enter your surname and a valid e-mail, choose the number of guests and a time.
        </Trans>
      )
    case 'invalidPhone':
      return <Trans>Invalid phone number.</Trans>
    case 'taken':
      return <Trans>A table you chose was just reserved by someone else. Choose again.</Trans>
    case 'unavailable':
      return <Trans>That time is no longer free. Choose another time.</Trans>
    case 'closed':
      return <Trans>The service is closed.</Trans>
    case 'notFound':
      return <Trans>This service does not take reservations right now.</Trans>
    case 'session':
      return <Trans>Your room code is no longer valid. Enter it again on the room page.</Trans>
    case 'demo':
      return <Trans>Booking is disabled in the demo.</Trans>
    case 'tooMany':
      return <Trans>Too many bookings. Please try again later.</Trans>
    case 'network':
      return <Trans>No connection. Check your connection and try again.</Trans>
    case 'critical':
      return <Trans>A critical error has occured.</Trans>
    case 'failed':
      return <Trans>FAIL.</Trans>
  }
}
