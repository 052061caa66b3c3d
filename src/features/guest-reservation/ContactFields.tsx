/** Surname, phone and e-mail; e-mail and phone checked on change (invalidEmail, invalidPhone). */
import { Trans } from '@lingui/react/macro'
import { emailProblem, phoneProblem } from './form-rules.ts'

type ContactFieldsProps = {
  surname: string
  phone: string
  email: string
  onChange: (field: 'surname' | 'phone' | 'email', value: string) => void
}

export function ContactFields({ surname, phone, email, onChange }: ContactFieldsProps) {
  const emailWrong = emailProblem(email) !== null
  const phoneWrong = phoneProblem(phone) !== null
  return (
    <>
      <label className="g-field">
        <span>
          <Trans>Surname</Trans>
        </span>
        <input
          className="g-input"
          name="surname"
          autoComplete="family-name"
          required
          maxLength={100}
          value={surname}
          onChange={(e) => onChange('surname', e.target.value)}
        />
      </label>
      <label className="g-field">
        <span>
          <Trans>Phone</Trans>
        </span>
        <input
          className="g-input"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          value={phone}
          aria-invalid={phoneWrong}
          aria-describedby={phoneWrong ? 'r-phone-error' : undefined}
          onChange={(e) => onChange('phone', e.target.value)}
        />
        {phoneWrong ? (
          <span className="g-error" id="r-phone-error">
            <Trans>Invalid phone number.</Trans>
          </span>
        ) : null}
      </label>
      <label className="g-field">
        <span>
          <Trans>E-mail</Trans>
        </span>
        <input
          className="g-input"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          aria-invalid={emailWrong}
          aria-describedby={emailWrong ? 'r-email-error' : undefined}
          onChange={(e) => onChange('email', e.target.value)}
        />
        {emailWrong ? (
          <span className="g-error" id="r-email-error">
            <Trans>Invalid e-mail address.</Trans>
          </span>
        ) : null}
      </label>
    </>
  )
}
