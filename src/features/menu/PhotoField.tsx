import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { checkImageFile, compressImage } from '../../lib/images/compress.ts'
import { useObjectUrl } from './queries.ts'

interface PhotoFieldProps {
  /** The row's current picture URL (from the server), if any. */
  current: string | null
  /** A picture waiting in the outbox for this row. */
  waiting: Blob | undefined
  chosen: Blob | null
  onChoose: (photo: Blob | null) => void
}

/**
 * A picture for an item or a category: png, jpeg, jpg or webp, compressed in this browser to at
 * most 1 MB and 1920 px (WebP) before it is queued, so a poor connection sends little.
 */
export function PhotoField({ current, waiting, chosen, onChoose }: PhotoFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const preview = useObjectUrl(chosen ?? waiting)
  const src = preview ?? current ?? undefined

  async function choose(file: File | undefined) {
    setProblem(null)
    if (!file) return
    if (!checkImageFile(file).ok) {
      setProblem(t`Choose a PNG, JPEG or WebP picture.`)
      return
    }
    setBusy(true)
    try {
      onChoose(await compressImage(file))
    } catch {
      setProblem(t`This picture could not be read. Choose another one.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="menu-form__photo">
      <label htmlFor={id}>
        <Trans>Picture</Trans>
      </label>
      {src ? (
        <img className="menu-form__preview" src={src} alt="" width={160} height={120} />
      ) : (
        <p className="menu-form__hint">
          <Trans>No picture yet.</Trans>
        </p>
      )}
      {waiting && !chosen && (
        <p className="menu-form__hint">
          <Trans>This picture is waiting to be uploaded.</Trans>
        </p>
      )}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp"
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
        disabled={busy}
      />
      {busy && (
        <p role="status" className="menu-form__hint">
          <Trans>Preparing the picture…</Trans>
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className="menu-form__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
