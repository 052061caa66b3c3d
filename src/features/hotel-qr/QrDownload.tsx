import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { SyncConnection } from '../../../sync/index.ts'
import { fetchQrSheet, type QrSheetResult } from '../../../sync/online.ts'
import type { Language } from '../../../sync/protocol/index.ts'
import { saveFile } from '../../lib/save-file.ts'
import { choiceComplete, qrFileName, type QrChoice } from './qr-model.ts'

type Step =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; result: Exclude<QrSheetResult, { kind: 'pdf' }> }

interface QrDownloadProps {
  businessId: string
  businessName: string
  choice: QrChoice
  serviceName: string | undefined
  lang: Language
  connection: SyncConnection
}

/**
 * The download button with what it is doing: offline it is disabled and says why; while the
 * server draws the sheet it shows progress; a failure is told and can be tried again.
 */
export function QrDownload(props: QrDownloadProps) {
  const { t } = useLingui()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const online = props.connection === 'online'
  const working = step.kind === 'working'

  const download = async () => {
    setStep({ kind: 'working' })
    const { choice } = props
    const result = await fetchQrSheet({
      businessId: props.businessId,
      group: choice.group,
      serviceId: choice.serviceId,
      lang: props.lang,
    })
    if (result.kind !== 'pdf') {
      setStep({ kind: 'failed', result })
      return
    }
    const fileName = qrFileName(props.businessName, choice.group, props.serviceName)
    saveFile(result.pdf, fileName)
    setStep({ kind: 'done', fileName })
  }

  return (
    <div className="qr-download">
      {!online && (
        <p className="qr-offline" role="status" data-testid="qr-offline">
          {props.connection === 'server-unreachable' ? (
            <Trans>
              The server cannot be reached. The codes are made on the server: the download works
              again once it answers.
            </Trans>
          ) : (
            <Trans>
              You are offline. The codes are made on the server: connect to download them.
            </Trans>
          )}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={!online || working || !choiceComplete(props.choice)}
        onClick={() => {
          download().catch((error: unknown) => {
            console.error('QR sheet download failed', error)
            setStep({ kind: 'failed', result: { kind: 'unreachable' } })
          })
        }}
      >
        {working ? <Trans>Generating the PDF…</Trans> : <Trans>Download PDF</Trans>}
      </button>
      <div className="qr-download__state" aria-live="polite">
        {working && (
          <p className="qr-progress">
            <progress aria-label={t`Generating the PDF`} />
            <Trans>The server is drawing the codes. This takes a few seconds.</Trans>
          </p>
        )}
        {step.kind === 'done' && <DoneText fileName={step.fileName} />}
      </div>
      {step.kind === 'failed' && (
        <p className="qr-error" role="alert">
          <FailureText result={step.result} />
        </p>
      )}
    </div>
  )
}

function FailureText({ result }: { result: Exclude<QrSheetResult, { kind: 'pdf' }> }) {
  if (result.kind === 'unreachable') {
    return (
      <Trans>
        The PDF could not be made: the server did not answer. Check the connection and try again.
      </Trans>
    )
  }
  if (result.status === 403) {
    return <Trans>The PDF could not be made: your account may not print these codes.</Trans>
  }
  if (result.status === 404) {
    return <Trans>The PDF could not be made: the service no longer exists.</Trans>
  }
  const status = result.status
  return <Trans>The PDF could not be made (error {status}). Try again.</Trans>
}

function DoneText({ fileName }: { fileName: string }) {
  return (
    <p className="qr-done">
      <Trans>Downloaded {fileName}.</Trans>
    </p>
  )
}
