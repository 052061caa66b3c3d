import { Trans, useLingui } from '@lingui/react/macro'
import type { BusinessLegalDraft, LegalProblem } from './legal-draft.ts'
import { LEGAL_PROBLEM_TEXT } from './problem-texts.ts'
import { TextInputField } from './TextInputField.tsx'
import './settings-legal.css'

/**
 * The business's legal name, address and tax number (PIB), printed on the check-out invoice
 * (updateBusiness's legal_name, address, tax_number). Problems as businessLegalProblems gives.
 */
export function BusinessLegalFields(props: {
  value: BusinessLegalDraft
  onChange: (value: BusinessLegalDraft) => void
  problems?: Partial<Record<keyof BusinessLegalDraft, LegalProblem>>
}) {
  const { i18n } = useLingui()
  const { value, onChange, problems = {} } = props
  const error = (key: keyof BusinessLegalDraft) => {
    const problem = problems[key]
    return problem ? i18n._(LEGAL_PROBLEM_TEXT[problem]) : undefined
  }
  const set = (key: keyof BusinessLegalDraft) => (text: string) =>
    onChange({ ...value, [key]: text })
  return (
    <fieldset className="legal-fields legal-fields--business">
      <legend>
        <Trans>On the invoice</Trans>
      </legend>
      <TextInputField
        label={<Trans>Legal name</Trans>}
        value={value.legal_name}
        onChange={set('legal_name')}
        error={error('legal_name')}
        autoComplete="organization"
      />
      <TextInputField
        label={<Trans>Address</Trans>}
        value={value.address}
        onChange={set('address')}
        error={error('address')}
        autoComplete="street-address"
      />
      <TextInputField
        label={<Trans>Tax number (PIB)</Trans>}
        value={value.tax_number}
        onChange={set('tax_number')}
        error={error('tax_number')}
      />
    </fieldset>
  )
}
