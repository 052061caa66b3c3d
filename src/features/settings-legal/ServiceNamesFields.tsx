import { Trans, useLingui } from '@lingui/react/macro'
import type { LegalProblem, ServiceNamesDraft } from './legal-draft.ts'
import { LEGAL_PROBLEM_TEXT } from './problem-texts.ts'
import { TextInputField } from './TextInputField.tsx'
import './settings-legal.css'

/**
 * A service's name in English (its `name`: links and routes carry it), Serbian and Croatian:
 * what sidebars, filters, order cards, guest pages and invoices show in each language. A blank
 * translation shows the English name. Problems are shown as given (serviceNamesProblems).
 */
export function ServiceNamesFields(props: {
  value: ServiceNamesDraft
  onChange: (value: ServiceNamesDraft) => void
  problems?: Partial<Record<keyof ServiceNamesDraft, LegalProblem>>
}) {
  const { i18n } = useLingui()
  const { value, onChange, problems = {} } = props
  const error = (lang: keyof ServiceNamesDraft) => {
    const problem = problems[lang]
    return problem ? i18n._(LEGAL_PROBLEM_TEXT[problem]) : undefined
  }
  const set = (lang: keyof ServiceNamesDraft) => (text: string) =>
    onChange({ ...value, [lang]: text })
  return (
    <fieldset className="legal-fields legal-fields--names">
      <legend>
        <Trans>Name in each language</Trans>
      </legend>
      <TextInputField
        label={<Trans>English (default)</Trans>}
        value={value.en}
        onChange={set('en')}
        error={error('en')}
        lang="en"
        hint={<Trans>Links use this name.</Trans>}
      />
      <TextInputField
        label={<Trans>Serbian</Trans>}
        value={value.srb}
        onChange={set('srb')}
        error={error('srb')}
        lang="sr-Latn"
      />
      <TextInputField
        label={<Trans>Croatian</Trans>}
        value={value.cro}
        onChange={set('cro')}
        error={error('cro')}
        lang="hr"
      />
    </fieldset>
  )
}
