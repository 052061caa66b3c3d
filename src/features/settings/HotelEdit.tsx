import { Trans, useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { db } from '../../../sync/index.ts'
import {
  CURRENCY_NOT_SELECTED,
  checkServiceSave,
  editableServices,
  isValidEmail,
  todayIn,
  visibleServiceFields,
  type ServiceField,
} from '../../../sync/protocol/rules/index.ts'
import type { Business, Employee, Service } from '../../../sync/protocol/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { inSidebarOrder, serviceSegment } from '../../app/sidebar/sidebar-entries.ts'
import { SelectField } from '../../ui/Field.tsx'
import { useHotelZone } from '../../lib/hotel-zone.ts'
import { resolveService } from '../menu/menu-model.ts'
import { AddServiceDialog } from './AddServiceDialog.tsx'
import { BusinessSection } from './BusinessSection.tsx'
import {
  businessChanges,
  businessDraftValid,
  businessDraft,
  serviceChanges,
  serviceDraft,
  type BusinessDraft,
  type DraftProblem,
  type ServiceDraft,
} from './draft.ts'
import { addService, saveAll } from './mutations.ts'
import { HoursEditor, ServiceBasics, ShiftsEditor } from './ServiceBasics.tsx'
import { ServiceOptionsForm } from './ServiceOptionsForm.tsx'
import './settings.css'

/**
 * HotelEdit /app/h/edit/{service} (spec 001 §2 "Business and service edit"): the business's and
 * one service's settings with a side navigation and a service filter, one save-all. From
 * IndexedDB; every change goes through the outbox (offline too), a password online only.
 */
export function HotelEdit() {
  const me = useMe()
  // One read of the three tables: the form paints in one pass.
  const data = useLiveQuery(
    () =>
      db.transaction('r', [db.businesses, db.services, db.employees], async () => {
        const [business, services, employees] = await Promise.all([
          db.businesses.toCollection().first(),
          db.services.toArray(),
          db.employees.toArray(),
        ])
        return { business, services, employees }
      }),
    [],
  )
  const { business, services, employees } = data ?? {}
  if (!me.manager && me.role !== 'business') {
    return (
      <p className="settings-empty">
        <Trans>Only the owner or a manager changes the settings.</Trans>
      </p>
    )
  }
  if (!services || !business || !employees) {
    return (
      <p role="status" className="settings-empty">
        <Trans>Loading the settings…</Trans>
      </p>
    )
  }
  return (
    <SettingsForm
      business={business}
      services={services}
      employees={employees}
      isOwner={me.role === 'business'}
    />
  )
}

type Problem = { serviceId: string; email: boolean; draft: DraftProblem | null } | null

function SettingsForm(props: {
  business: Business
  services: Service[]
  employees: Employee[]
  isOwner: boolean
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { service: param } = useParams()
  const zone = useHotelZone()
  const list = useMemo(() => editableServices(inSidebarOrder(props.services)), [props.services])
  const service = resolveService(param, list)
  const [bDraft, setBDraft] = useState<BusinessDraft | null>(null)
  const [drafts, setDrafts] = useState<Record<string, ServiceDraft>>({})
  const [problem, setProblem] = useState<Problem>(null)
  const [adding, setAdding] = useState(false)
  const business = bDraft ?? businessDraft(props.business)
  const draft = service ? (drafts[service._id] ?? serviceDraft(service)) : null
  const fields =
    service && draft ? visibleServiceFields(service.type, draft.options) : new Set<ServiceField>()
  const open = (s: Pick<Service, 'name'>) => void navigate(`/app/h/edit/${serviceSegment(s)}`)

  const change = (f: (d: ServiceDraft) => ServiceDraft) => {
    if (!service || !draft) return
    setDrafts((all) => ({ ...all, [service._id]: f(all[service._id] ?? draft) }))
  }

  async function save() {
    const emailChanged = business.email.trim() !== props.business.email
    if (
      business.name.trim() === '' ||
      (emailChanged && !isValidEmail(business.email)) ||
      !businessDraftValid(business)
    ) {
      showToast(t`Update failed`, 'attention')
      return
    }
    const writes: Parameters<typeof saveAll>[0] = {
      business: businessChanges(props.business, business),
      services: [],
    }
    for (const [id, d] of Object.entries(drafts)) {
      const s = props.services.find((x) => x._id === id)
      if (!s) continue
      const check = checkServiceSave({ type: s.type, email: d.email, options: d.options })
      const changes = serviceChanges(s, d)
      if (check.errors.length > 0 || !changes.ok) {
        setProblem({
          serviceId: id,
          email: check.errors.length > 0,
          draft: changes.ok ? null : changes.problem,
        })
        if (id !== service?._id) open(s)
        showToast(
          check.errors.length > 0
            ? t`E-mail requests are on, but the service e-mail is empty.`
            : t`Update failed`,
          'attention',
        )
        return
      }
      const serviceName = s.name
      if (check.warnings.includes(CURRENCY_NOT_SELECTED))
        showToast(t`No currency is selected for ${serviceName}.`, 'attention')
      writes.services.push(changes)
    }
    setProblem(null)
    try {
      await saveAll(writes)
      setBDraft(null)
      setDrafts({})
      showToast(t`Update successfull`)
    } catch (error) {
      console.error('Settings save failed', error)
      showToast(t`Update failed`, 'attention')
    }
  }

  const mine = problem && service && problem.serviceId === service._id ? problem : null
  const draftProblem = mine?.draft ?? null
  return (
    <div className="settings-screen">
      <header className="settings-header">
        <h1>
          <Trans>Business and service settings</Trans>
        </h1>
        <div className="settings-actions">
          <button type="button" className="btn" onClick={() => setAdding(true)}>
            <Trans>New service</Trans>
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void save()}>
            <Trans>Save all</Trans>
          </button>
        </div>
      </header>
      <div className="settings-layout">
        <nav className="settings-nav" aria-label={t`Settings sections`}>
          <SelectField
            label={t`Service`}
            value={service?._id ?? ''}
            onChange={(e) => {
              const next = list.find((s) => s._id === e.target.value)
              if (next) open(next)
            }}
          >
            {list.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <ul>
            <li>
              <a href="#settings-business">
                <Trans>Business</Trans>
              </a>
            </li>
            <li>
              <a href="#settings-service">
                <Trans>Service</Trans>
              </a>
            </li>
            {fields.has('shifts') ? (
              <li>
                <a href="#settings-shifts">
                  <Trans>Shifts</Trans>
                </a>
              </li>
            ) : null}
            {fields.has('workingHours') ? (
              <li>
                <a href="#settings-hours">
                  <Trans>Working hours</Trans>
                </a>
              </li>
            ) : null}
            <li>
              <a href="#settings-options">
                <Trans>Options</Trans>
              </a>
            </li>
          </ul>
        </nav>
        <div className="settings-sections">
          <BusinessSection
            business={props.business}
            draft={business}
            isOwner={props.isOwner}
            onChange={setBDraft}
          />
          {service && draft ? (
            <>
              <ServiceBasics
                service={service}
                draft={draft}
                fields={fields}
                emailProblem={mine?.email === true}
                showProblems={draftProblem?.field === 'name' || draftProblem?.field === 'vatRate'}
                onChange={change}
              />
              {fields.has('shifts') ? (
                <ShiftsEditor
                  draft={draft}
                  badIndex={draftProblem?.field === 'shifts' ? draftProblem.index : null}
                  onChange={change}
                />
              ) : null}
              {fields.has('workingHours') ? (
                <HoursEditor
                  draft={draft}
                  badDay={draftProblem?.field === 'hours' ? draftProblem.day : null}
                  onChange={change}
                />
              ) : null}
              <ServiceOptionsForm
                service={service}
                draft={draft}
                fields={fields}
                businessCurrency={props.business.currency}
                employees={props.employees}
                today={todayIn(zone)}
                problem={
                  draftProblem?.field === 'operatingPrice' ||
                  draftProblem?.field === 'reservationPublicCost'
                    ? draftProblem.field
                    : null
                }
                onChange={change}
              />
            </>
          ) : null}
        </div>
      </div>
      {adding ? (
        <AddServiceDialog
          onClose={() => setAdding(false)}
          onAdd={(name, type) => {
            addService({
              _id: crypto.randomUUID(),
              business_id: props.business._id,
              name,
              type: type as Service['type'],
            })
              .then(() => {
                setAdding(false)
                open({ name })
              })
              .catch(() => showToast(t`Update failed`, 'attention'))
          }}
        />
      ) : null}
    </div>
  )
}
