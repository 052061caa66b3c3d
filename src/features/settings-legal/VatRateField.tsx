import { Trans, useLingui } from '@lingui/react/macro'
import { LEGAL_PROBLEM_TEXT } from './problem-texts.ts'
import { TextInputField } from './TextInputField.tsx'
import './settings-legal.css'

/**
 * A service's VAT rate in percent, as text ("20", "9,5"): parseVatRate reads it for the save
 * (updateService's `vat_rate`); `invalid` shows the problem.
 */
export function VatRateField(props: {
  value: string
  onChange: (value: string) => void
  invalid?: boolean
}) {
  const { i18n } = useLingui()
  return (
    <div className="legal-fields legal-fields--vat">
      <TextInputField
        label={<Trans>VAT rate</Trans>}
        value={props.value}
        onChange={props.onChange}
        inputMode="decimal"
        suffix="%"
        error={props.invalid ? i18n._(LEGAL_PROBLEM_TEXT.vatRate) : undefined}
        hint={<Trans>Prices include VAT; the invoice shows how much of them it is.</Trans>}
      />
    </div>
  )
}
