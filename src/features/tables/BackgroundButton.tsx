import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { checkImageFile, compressImage } from '../../lib/images/compress.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { uploadBackground } from './mutations.ts'

/**
 * The floor plan's picture: png, jpeg, jpg or webp, compressed here to 1 MB and 1920 px (spec
 * §9) and uploaded through the outbox (`image.upload`, kind `table_background`), offline too.
 */
export function BackgroundButton({
  businessId,
  serviceId,
  disabled,
}: {
  businessId: string
  serviceId: string
  disabled: boolean
}) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const [busy, setBusy] = useState(false)

  const choose = async (file: File) => {
    if (!checkImageFile(file).ok) {
      showToast(t`Choose a png, jpeg or webp picture.`, 'attention')
      return
    }
    setBusy(true)
    try {
      await uploadBackground(businessId, serviceId, await compressImage(file))
      showToast(t`The floor plan picture is saved; it shows once uploaded.`)
    } catch (error) {
      console.error('Floor plan picture failed', error)
      showToast(t`The picture could not be used. Try another file.`, 'attention')
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) void choose(file)
        }}
      />
      <button
        type="button"
        className="btn"
        disabled={disabled || busy}
        onClick={() => input.current?.click()}
      >
        {busy ? <Trans>Preparing the picture…</Trans> : <Trans>Floor plan picture</Trans>}
      </button>
    </>
  )
}
