import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * Two catalogs so the guest pages (phones, not installed) load only their own few strings:
 * `guest` for src/features/guest and the shared ui/, `staff` for everything else.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'srb', 'cro'],
  fallbackLocales: { default: 'en' },
  // No source locations: catalogs change only when messages do (checked by `npm run check`).
  format: formatter({ origins: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/staff',
      include: ['<rootDir>/src'],
      exclude: ['**/features/guest/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/guest',
      include: ['<rootDir>/src/features/guest', '<rootDir>/src/ui'],
      exclude: ['**/*.test.*'],
    },
  ],
})
