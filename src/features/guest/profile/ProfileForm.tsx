/**
 * The guest profile form (spec 001): every field, the allergy and food-preference lists, the
 * preferences, a progress bar of completeness, a password change, and saving with updateGuest.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import {
  ALLERGIES,
  FOOD_PREFERENCES,
  GENDERS,
  PREFERENCE_CHOICES,
  PREFERENCE_KEYS,
  PREFERENCE_TEXT_MAX,
  type GuestProfile,
  type PreferenceKey,
} from '../../../../sync/protocol/rules/guest-profile.ts'
import { HttpError } from '../http.ts'
import { updateGuest } from './profile-api.ts'
import {
  ALLERGY_LABEL,
  CHOICE_LABEL,
  FIELD_LABEL,
  FOOD_LABEL,
  GENDER_LABEL,
  PREFERENCE_HINT,
  PREFERENCE_LABEL,
} from './profile-labels.ts'
import { draftOf, profileCompleteness, type ProfileDraft } from './profile-progress.ts'
import { Choices, ProfileProgress, SelectField, TextField } from './ProfileFields.tsx'

type Saved = 'saved' | 'failed' | 'demo' | 'mismatch' | { field: string } | 'old_password' | null

type ProfileFormProps = {
  profile: GuestProfile
  demo: boolean
  onSaved: (profile: GuestProfile) => void
}

export function ProfileForm({ profile, demo, onSaved }: ProfileFormProps) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile))
  const [passwords, setPasswords] = useState({ old: '', next: '', confirm: '' })
  const [saving, setSaving] = useState(false)
  const [result, setResult] = useState<Saved>(null)
  const progress = profileCompleteness(draft)
  const set =
    <K extends keyof ProfileDraft>(key: K) =>
    (value: ProfileDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }))
  const setPref = (key: PreferenceKey) => (value: string) =>
    setDraft((d) => ({ ...d, preferences: { ...d.preferences, [key]: value } }))
  const badField = typeof result === 'object' && result ? result.field : null
  const created = new Date(profile.createdAt).toLocaleDateString(
    i18n.locale === 'en' ? 'en-GB' : i18n.locale,
  )

  async function save(event: FormEvent) {
    event.preventDefault()
    if (demo) return setResult('demo')
    if (passwords.next && passwords.next !== passwords.confirm) return setResult('mismatch')
    setSaving(true)
    setResult(null)
    try {
      const body: Record<string, unknown> = { ...draft }
      if (passwords.next) {
        body.password = passwords.next
        body.old_password = passwords.old
      }
      const saved = await updateGuest(body)
      setPasswords({ old: '', next: '', confirm: '' })
      setDraft(draftOf(saved))
      onSaved(saved)
      setResult('saved')
    } catch (error) {
      if (error instanceof HttpError && error.field === 'old_password' && error.status === 401)
        setResult('old_password')
      else if (error instanceof HttpError && error.field && error.status < 500)
        setResult({ field: error.field })
      else setResult('failed')
    } finally {
      setSaving(false)
    }
  }

  const fieldName = badField ? fieldLabel(badField) : null
  function fieldLabel(path: string): string {
    const [head, sub] = path.split('.')
    const d = (sub && FIELD_LABEL[sub]) || (head && FIELD_LABEL[head])
    return d ? i18n._(d) : path
  }

  return (
    <form className="g-profile" onSubmit={(e) => void save(e)} noValidate>
      <ProfileProgress percent={progress.percent} />
      <p className="g-muted">
        <Trans>Member since {created}</Trans>
      </p>

      <fieldset className="g-fieldset">
        <legend>
          <Trans>About you</Trans>
        </legend>
        <div className="g-grid2">
          <TextField
            label={t`First name`}
            name="first_name"
            autoComplete="given-name"
            value={draft.first_name}
            onChange={set('first_name')}
            error={badField === 'first_name'}
          />
          <TextField
            label={t`Last name`}
            name="last_name"
            autoComplete="family-name"
            value={draft.last_name}
            onChange={set('last_name')}
            error={badField === 'last_name'}
          />
          <TextField
            label={t`E-mail`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={draft.email}
            onChange={set('email')}
            error={badField === 'email'}
          />
          <TextField
            label={t`Phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            placeholder="+381 641 234567"
            value={draft.phone}
            onChange={set('phone')}
            error={badField === 'phone'}
          />
          <TextField
            label={t`Date of birth`}
            name="date_of_birth"
            type="date"
            autoComplete="bday"
            value={draft.date_of_birth}
            onChange={set('date_of_birth')}
            error={badField === 'date_of_birth'}
          />
          <SelectField
            label={t`Gender`}
            name="gender"
            all={GENDERS}
            labels={GENDER_LABEL}
            value={draft.gender}
            onChange={set('gender')}
          />
          <TextField
            label={t`Country`}
            name="country"
            autoComplete="country-name"
            value={draft.country}
            onChange={set('country')}
            error={badField === 'country'}
          />
          <TextField
            label={t`Place of origin`}
            name="place_of_origin"
            value={draft.place_of_origin}
            onChange={set('place_of_origin')}
            error={badField === 'place_of_origin'}
          />
        </div>
      </fieldset>

      <Choices
        legend={t`Allergies`}
        name="allergies"
        all={ALLERGIES}
        labels={ALLERGY_LABEL}
        value={draft.allergies}
        onChange={set('allergies')}
      />
      <Choices
        legend={t`Food preferences`}
        name="food_preferences"
        all={FOOD_PREFERENCES}
        labels={FOOD_LABEL}
        value={draft.food_preferences}
        onChange={set('food_preferences')}
      />

      <fieldset className="g-fieldset">
        <legend>
          <Trans>Preferences</Trans>
        </legend>
        <div className="g-grid2">
          {PREFERENCE_KEYS.map((key) => {
            const label = i18n._(PREFERENCE_LABEL[key])
            const value = draft.preferences[key] ?? ''
            if (key in PREFERENCE_CHOICES) {
              const choice = key as keyof typeof PREFERENCE_CHOICES
              return (
                <SelectField
                  key={key}
                  label={label}
                  name={key}
                  all={PREFERENCE_CHOICES[choice]}
                  labels={CHOICE_LABEL[choice]}
                  value={value}
                  onChange={setPref(key)}
                />
              )
            }
            const hint = PREFERENCE_HINT[key]
            return (
              <TextField
                key={key}
                label={label}
                name={key}
                maxLength={PREFERENCE_TEXT_MAX}
                placeholder={hint ? i18n._(hint) : undefined}
                value={value}
                onChange={setPref(key)}
                error={badField === `preferences.${key}`}
              />
            )
          })}
        </div>
      </fieldset>

      <fieldset className="g-fieldset">
        <legend>
          <Trans>Change password</Trans>
        </legend>
        <div className="g-grid2">
          <TextField
            label={t`Current password`}
            name="old_password"
            type="password"
            autoComplete="current-password"
            maxLength={200}
            value={passwords.old}
            onChange={(old) => setPasswords((p) => ({ ...p, old }))}
            error={result === 'old_password'}
          />
          <TextField
            label={t`New password`}
            name="new_password"
            type="password"
            autoComplete="new-password"
            maxLength={200}
            value={passwords.next}
            onChange={(next) => setPasswords((p) => ({ ...p, next }))}
          />
          <TextField
            label={t`Repeat the new password`}
            name="confirm_password"
            type="password"
            autoComplete="new-password"
            maxLength={200}
            value={passwords.confirm}
            onChange={(confirm) => setPasswords((p) => ({ ...p, confirm }))}
            error={result === 'mismatch'}
          />
        </div>
      </fieldset>

      <div className="g-profile-save">
        <div aria-live="polite">
          {result === 'saved' ? (
            <p className="g-ok">
              <Trans>Your profile is saved.</Trans>
            </p>
          ) : null}
        </div>
        {result !== null && result !== 'saved' ? (
          <p className="g-alert" role="alert">
            {result === 'failed' ? <Trans>Update failed. Please try again.</Trans> : null}
            {result === 'demo' ? <Trans>Saving is disabled in the demo.</Trans> : null}
            {result === 'mismatch' ? <Trans>Passwords do not match</Trans> : null}
            {result === 'old_password' ? <Trans>Incorrect old password</Trans> : null}
            {badField === 'phone' ? (
              // The server's phone check (every valid international number; the form checks only
              // the shape): the spec's invalidPhone text.
              <Trans>Invalid phone number.</Trans>
            ) : fieldName ? (
              <Trans>Please check “{fieldName}”.</Trans>
            ) : null}
          </p>
        ) : null}
        <button
          type="submit"
          className="g-btn g-btn-primary g-btn-block"
          disabled={saving}
          aria-busy={saving}
        >
          <Trans>Save my profile</Trans>
        </button>
      </div>
    </form>
  )
}
