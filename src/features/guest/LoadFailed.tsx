/** A page that could not load: why, and a way to try again. */
import { Trans } from '@lingui/react/macro'
import { FormatError, HttpError } from './http.ts'

export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const notFound = error instanceof HttpError && (error.status === 404 || error.status === 400)
  return (
    <div className="g-card g-alert-card" role="alert">
      <p>
        {notFound ? (
          <Trans>This room link is not valid. Please scan the code in your room again.</Trans>
        ) : error instanceof FormatError ? (
          <Trans>A critical error has occured.</Trans>
        ) : (
          <Trans>The page could not be loaded. Check your connection and try again.</Trans>
        )}
      </p>
      {notFound ? null : (
        <button type="button" className="g-btn" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  )
}
