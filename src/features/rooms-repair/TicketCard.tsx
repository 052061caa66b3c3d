import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { Ticket } from '../../../sync/protocol/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { addTicketTask, closeTicket, setTaskDone } from '../reception/mutations.ts'
import { taskProgress } from './repair-model.ts'

/** The longest task text the server takes (AddTaskBody). */
const TASK_MAX = 500

interface TicketCardProps {
  ticket: Ticket
  roomName: string
  /** When it was opened, in the staff member's words. */
  opened: string
  onFailed: (error: unknown) => void
}

/** One open repair ticket: what is wrong, its tasks to tick, a task to add, and Close. */
export function TicketCard({ ticket, roomName, opened, onFailed }: TicketCardProps) {
  const { t } = useLingui()
  const titleId = useId()
  const [task, setTask] = useState('')
  const [confirm, setConfirm] = useState(false)
  const { done, total } = taskProgress(ticket)

  const addTask = (event: FormEvent) => {
    event.preventDefault()
    const text = task.trim()
    if (text === '') return
    setTask('')
    addTicketTask(ticket._id, text).catch(onFailed)
  }

  return (
    <article className="repair-ticket" data-ticket-id={ticket._id} aria-labelledby={titleId}>
      <header className="repair-ticket__top">
        <h3 className="repair-ticket__title" id={titleId}>
          {ticket.description}
        </h3>
        {ticket.out_of_service && (
          <span className="room-state" data-state="out_of_service">
            <Trans>Out of service</Trans>
          </span>
        )}
      </header>
      <p className="room-card__meta">
        <span>
          <Trans>Opened {opened}</Trans>
        </span>
        {total > 0 && (
          <span className="room-chip" data-testid="task-progress">
            <Trans>
              {done} of {total} tasks done
            </Trans>
          </span>
        )}
      </p>
      {total > 0 && (
        <ul className="repair-tasks" aria-label={t`Tasks`}>
          {ticket.tasks.map((item) => (
            <li key={item._id}>
              <label className="repair-task" data-done={item.done === true ? 'true' : undefined}>
                <input
                  type="checkbox"
                  checked={item.done === true}
                  onChange={(e) => {
                    setTaskDone(ticket._id, item._id, e.target.checked).catch(onFailed)
                  }}
                />
                <span>{item.text}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <form className="repair-add" onSubmit={addTask}>
        <input
          className="input"
          aria-label={t`New task for room ${roomName}`}
          placeholder={t`Add a task`}
          maxLength={TASK_MAX}
          value={task}
          onChange={(e) => setTask(e.target.value)}
        />
        <button type="submit" className="btn btn-small" disabled={task.trim() === ''}>
          <Trans>Add task</Trans>
        </button>
      </form>
      <div className="room-card__actions">
        <button type="button" className="btn btn-small" onClick={() => setConfirm(true)}>
          <Trans>Close ticket</Trans>
        </button>
      </div>
      <Dialog
        open={confirm}
        onClose={() => setConfirm(false)}
        title={<Trans>Close this ticket of room {roomName}?</Trans>}
        actions={
          <>
            <button type="button" className="btn" onClick={() => setConfirm(false)}>
              <Trans>Keep open</Trans>
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setConfirm(false)
                closeTicket(ticket._id).catch(onFailed)
              }}
            >
              <Trans>Close ticket</Trans>
            </button>
          </>
        }
      >
        <p>
          {ticket.out_of_service ? (
            <Trans>
              The ticket leaves the list, and the room is no longer out of service because of it.
            </Trans>
          ) : (
            <Trans>The ticket leaves the list.</Trans>
          )}
        </p>
      </Dialog>
    </article>
  )
}
