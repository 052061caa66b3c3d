import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { checkImageFile, compressImage } from '../../lib/images/compress.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { uploadPicture } from './mutations.ts'

/**
 * A service's picture or the business logo: png, jpeg, jpg or webp, compressed here to 1 MB and
 * 1920 px (spec §9) like the menu pictures, then uploaded through the outbox (offline too).
 */
export function PictureButton(props: {
  kind: 'service' | 'logo'
  businessId: string
  id: string
  label: string
}) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const [busy, setBusy] = useState(false)

  const choose = async (file: File) => {
    if (!checkImageFile(file).ok) {
      showToast(t`Choose a png, jpeg or webp picture.`, 'attention')
      return
    }
    setBusy(true)
    try {
      await uploadPicture(props.kind, props.businessId, props.id, await compressImage(file))
      showToast(t`The picture is saved; it shows once uploaded.`)
    } catch (error) {
      console.error('Picture failed', error)
      showToast(t`The picture could not be used. Try another file.`, 'attention')
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }
  const label = props.label
  return (
    <>
      <input
        ref={input}
        id={inputId}
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
      <button type="button" className="btn" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <Trans>Preparing the picture…</Trans> : <Trans>Upload: {label}</Trans>}
      </button>
    </>
  )
}
