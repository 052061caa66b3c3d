import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { useDeferredValue, useId, useMemo, useState, type DragEvent } from 'react'
import { db } from '../../../sync/index.ts'
import type { Language } from '../../../sync/protocol/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { previewFastInput, type PreviewSkipReason } from './fast-input-preview.ts'
import { Field, LanguageSelect, useFirstFocus } from './form-parts.tsx'
import { importFastInput } from './reception-api.ts'
import type { PopupProps } from './RoomPopups.tsx'
import { todayIn } from '../../../sync/protocol/rules/index.ts'
import { hotelZone } from '../../lib/hotel-zone.ts'

const REASONS: Record<PreviewSkipReason, MessageDescriptor> = {
  too_few_columns: msg`too few columns`,
  empty_room: msg`no room given`,
  no_room_number: msg`no room number`,
  invalid_date: msg`invalid date (use d.m.yy)`,
  checkout_before_checkin: msg`check-out before check-in`,
  past: msg`check-out in the past`,
  overlap: msg`overlaps an earlier line`,
  unknown_room: msg`no such room`,
  overlap_existing: msg`the room is booked then`,
}
const reasonText = (reason: PreviewSkipReason, i18n: I18n) => i18n._(REASONS[reason])

/** Skipped lines listed at most (the counts cover them all). */
const SHOWN_SKIPS = 200

/**
 * Fast input: paste the bookings or drop a file (either import format); the preview says how many
 * lines import and which are skipped and why, with their line numbers, before anything is written.
 * Import queues one action (one transaction on the server), offline too.
 */
export function FastInputDialog({ onClose, onFailed }: Omit<PopupProps, 'today'>) {
  const { t, i18n } = useLingui()
  const textId = useId()
  const [text, setText] = useState('')
  const [lang, setLang] = useState<Language>('en')
  const [dragging, setDragging] = useState(false)
  const [queued, setQueued] = useState<number | null>(null)
  const first = useFirstFocus<HTMLTextAreaElement>()
  const data = useLiveQuery(async () => {
    const [rooms, stays] = await Promise.all([db.rooms.toArray(), db.stays.toArray()])
    return { rooms, stays }
  }, [])
  const deferred = useDeferredValue(text)
  const preview = useMemo(
    () =>
      data && deferred.trim() !== ''
        ? previewFastInput(deferred, data.rooms, data.stays, new Date())
        : null,
    [data, deferred],
  )

  const readFile = (file: File) => {
    file.text().then(setText).catch(onFailed)
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) readFile(file)
  }
  const doImport = () => {
    if (!preview || preview.rows.length === 0) return
    const count = preview.rows.length
    importFastInput(text, { today: todayIn(hotelZone()), lang })
      .then(() => setQueued(count))
      .catch(onFailed)
  }

  if (queued !== null) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={<Trans>Fast input</Trans>}
        actions={
          <button type="button" className="btn btn-primary" onClick={onClose}>
            <Trans>Done</Trans>
          </button>
        }
      >
        <p className="rooms-notice" role="status">
          <Plural
            value={queued}
            one="# booking is being imported. It appears on the rooms once the server has it."
            other="# bookings are being imported. They appear on the rooms once the server has them."
          />
        </p>
      </Dialog>
    )
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={<Trans>Fast input</Trans>}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!preview || preview.rows.length === 0}
            onClick={doImport}
          >
            {preview && preview.rows.length > 0 ? (
              <Plural
                value={preview.rows.length}
                one="Import # booking"
                other="Import # bookings"
              />
            ) : (
              <Trans>Import</Trans>
            )}
          </button>
        </>
      }
    >
      <div className="rooms-form">
        <p className="rooms-form__hint">
          <Trans>
            One booking a line: room; check-in; check-out; guest (dates as d.m.yy), or a reception
            system’s 37-column export. Paste it or drop the file here.
          </Trans>
        </p>
        <div
          className="rooms-drop"
          data-dragging={dragging ? 'true' : undefined}
          onDragOver={(e) => {
            e.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <label htmlFor={textId} className="visually-hidden">
            <Trans>Bookings to import</Trans>
          </label>
          <textarea
            ref={first}
            id={textId}
            className="input rooms-drop__text"
            rows={7}
            spellCheck={false}
            placeholder={t`101;1.12.26;3.12.26;Ana Petrović`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="rooms-form__row">
          <label className="btn btn-small rooms-file">
            <Trans>Choose a file…</Trans>
            <input
              type="file"
              className="visually-hidden"
              accept=".csv,.txt,.tsv,text/plain,text/csv"
              onChange={(e) => {
                const file = e.target.files?.[0]
                if (file) readFile(file)
              }}
            />
          </label>
          <Field label={<Trans>Language of the stays</Trans>}>
            {(f) => <LanguageSelect id={f.id} value={lang} onChange={setLang} />}
          </Field>
        </div>
        {preview && <PreviewView preview={preview} i18n={i18n} />}
      </div>
    </Dialog>
  )
}

function PreviewView({
  preview,
  i18n,
}: {
  preview: ReturnType<typeof previewFastInput>
  i18n: I18n
}) {
  const skipped = preview.skipped.length
  return (
    <section className="rooms-preview" aria-live="polite" data-testid="fast-input-preview">
      <p className="rooms-preview__summary">
        <strong data-testid="fast-input-importing">
          <Plural value={preview.rows.length} one="# line imports" other="# lines import" />
        </strong>
        {' · '}
        <span data-testid="fast-input-skipped">
          <Plural value={skipped} one="# line skipped" other="# lines skipped" />
        </span>
      </p>
      {skipped > 0 && (
        <>
          <ul className="rooms-preview__reasons">
            {Object.entries(preview.counts).map(([reason, count]) => (
              <li key={reason}>
                {reasonText(reason as PreviewSkipReason, i18n)}: {count}
              </li>
            ))}
          </ul>
          <details className="rooms-preview__lines" open={skipped <= 20}>
            <summary>
              <Trans>Skipped lines</Trans>
            </summary>
            <ol>
              {preview.skipped.slice(0, SHOWN_SKIPS).map((s) => (
                <li key={s.line} value={s.line}>
                  <SkipLine line={s.line} reason={reasonText(s.reason, i18n)} />{' '}
                  <code>{s.text}</code>
                </li>
              ))}
            </ol>
            {skipped > SHOWN_SKIPS && (
              <p className="rooms-form__hint">
                <Plural
                  value={skipped - SHOWN_SKIPS}
                  one="and # more line"
                  other="and # more lines"
                />
              </p>
            )}
          </details>
        </>
      )}
    </section>
  )
}

function SkipLine({ line, reason }: { line: number; reason: string }) {
  return (
    <Trans>
      Line {line}: {reason}
    </Trans>
  )
}
