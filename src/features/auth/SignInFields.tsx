import { Trans } from '@lingui/react/macro'
import { InputField } from '../../ui/Field.tsx'
import type { SignInValues } from './use-sign-in.ts'

/** The username and password of a staff sign-in form (the login page, the locked tablet). */
export function SignInFields({ username, password, onUsername, onPassword }: SignInValues) {
  return (
    <>
      <InputField
        label={<Trans>Username</Trans>}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => onUsername(event.target.value)}
      />
      <InputField
        label={<Trans>Password</Trans>}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
      />
    </>
  )
}
