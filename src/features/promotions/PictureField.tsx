import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useMemo, useState } from 'react'
import { checkImageFile, compressImage } from '../../lib/images/compress.ts'

/**
 * A promotion's picture: png, jpeg, jpg or webp, compressed in this browser to at most 1 MB and
 * 1920 px (as the menu's pictures) before it waits in the outbox.
 */
export function PictureField(props: {
  current: string | null
  chosen: Blob | null
  onChoose: (picture: Blob | null) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const preview = useMemo(
    () => (props.chosen ? URL.createObjectURL(props.chosen) : undefined),
    [props.chosen],
  )
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])
  const src = preview ?? props.current ?? undefined

  async function choose(file: File | undefined) {
    setProblem(null)
    if (!file) return
    if (!checkImageFile(file).ok) {
      setProblem(t`Choose a PNG, JPEG or WebP picture.`)
      return
    }
    setBusy(true)
    try {
      props.onChoose(await compressImage(file))
    } catch {
      setProblem(t`This picture could not be read. Choose another one.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="promo-form__picture">
      <label htmlFor={id}>
        <Trans>Picture</Trans>
      </label>
      {src ? (
        <img className="promo-form__preview" src={src} alt="" width={160} height={120} />
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp"
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
        disabled={busy}
      />
      {busy ? (
        <p role="status" className="promo-form__hint">
          <Trans>Preparing the picture…</Trans>
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="promo-form__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
