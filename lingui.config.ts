import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * Catalogs so the guest pages (phones, not installed) load only their own few strings: `guest`
 * for src/features/guest and the shared ui/, `guest-profile` for the guest profile screen alone
 * (its field and list labels would double the other guest pages' catalog), `guest-reservation`
 * for the guest's and the public's table booking, `staff` for the rest.
 * A back-office area whose screens are loaded only on their routes keeps its texts in its own
 * catalog (`staff-menu`; `staff-reception` for the rooms, repair, guests, guest history and QR
 * screens; `staff-reservations` for the reservations board and timeline; `staff-tables` for the
 * floor plan, `staff-tables-locked` for the locked tables tablet, `staff-history` for the history
 * per service, `staff-spa-menu` for the treatments, `staff-spa` for the spa timeline,
 * `staff-shifts` for the shift schedule, `staff-manage` for the manager's section (workers), `staff-promotions` for promotions and discounts, `staff-info` for the info pages' screen and `guest-info` for the guest's info page, `staff-surveys` for the surveys screen, `guest-survey` for the survey form guests answer, `staff-analytics` for the analytics chart, `staff-settings` for the business and service settings, `staff-status` for what the waiting and refused
 * lists call the areas' actions; `guest-spa` for the guest's and the public's spa booking), so the staff shell does not grow with every area (route handle `catalog`, src/app/routes/staff-routes.tsx).
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
      exclude: [
        '**/features/guest/**',
        '**/features/menu/**',
        '**/features/rooms/**',
        '**/features/rooms-repair/**',
        '**/features/guests/**',
        '**/features/hotel-qr/**',
        '**/features/reservations/**',
        '**/features/reservations-timeline/**',
        '**/features/tables/**',
        '**/features/tables-locked/**',
        '**/features/history/**',
        '**/features/guest-reservation/**',
        '**/features/spa-menu/**',
        '**/features/spa/**',
        '**/features/employee-shifts/**',
        '**/features/guest-spa/**',
        '**/features/workers/**',
        '**/features/promotions/**',
        '**/features/settings-legal/**',
        '**/features/info/**',
        '**/features/guest-info/**',
        '**/features/surveys/**',
        '**/features/guest-survey/**',
        '**/features/analytics/**',
        '**/features/settings/**',
        '**/app/status/describe/generic.ts',
        '**/app/status/describe/menu.ts',
        '**/app/status/describe/reception.ts',
        '**/app/status/describe/rooms.ts',
        '**/app/status/describe/shifts.ts',
        '**/app/status/describe/spa-menu.ts',
        '**/app/status/describe/spa.ts',
        '**/app/status/describe/tables.ts',
        '**/app/status/describe/workers.ts',
        '**/app/status/describe/promotions.ts',
        '**/app/status/describe/info.ts',
        '**/app/status/describe/surveys.ts',
        '**/app/status/describe/settings.ts',
        '**/*.test.*',
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/staff-menu',
      include: ['<rootDir>/src/features/menu'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/staff-reception',
      include: [
        '<rootDir>/src/features/rooms',
        '<rootDir>/src/features/rooms-repair',
        '<rootDir>/src/features/guests',
        '<rootDir>/src/features/hotel-qr',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/staff-reservations',
      include: [
        '<rootDir>/src/features/reservations',
        '<rootDir>/src/features/reservations-timeline',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/staff-tables',
      include: ['<rootDir>/src/features/tables'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/staff-tables-locked',
      include: ['<rootDir>/src/features/tables-locked'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/staff-history',
      include: ['<rootDir>/src/features/history'],
      exclude: ['**/*.test.*'],
    },
    {
      // What the waiting and refused lists and the refusal toasts call each area's actions:
      // loaded with them, not with the shell (the orders' and reservations' own stay in staff).
      path: '<rootDir>/locales/{locale}/staff-status',
      include: [
        '<rootDir>/src/app/status/describe/generic.ts',
        '<rootDir>/src/app/status/describe/menu.ts',
        '<rootDir>/src/app/status/describe/reception.ts',
        '<rootDir>/src/app/status/describe/rooms.ts',
        '<rootDir>/src/app/status/describe/shifts.ts',
        '<rootDir>/src/app/status/describe/spa-menu.ts',
        '<rootDir>/src/app/status/describe/spa.ts',
        '<rootDir>/src/app/status/describe/tables.ts',
        '<rootDir>/src/app/status/describe/workers.ts',
        '<rootDir>/src/app/status/describe/promotions.ts',
        '<rootDir>/src/app/status/describe/info.ts',
        '<rootDir>/src/app/status/describe/surveys.ts',
        '<rootDir>/src/app/status/describe/settings.ts',
      ],
    },
    {
      // The business and service settings (/app/h/edit/{service}): loaded with its screen.
      path: '<rootDir>/locales/{locale}/staff-settings',
      include: ['<rootDir>/src/features/settings'],
      exclude: ['**/*.test.*'],
    },
    {
      // The manager's section (workers, …): loaded with its screens.
      path: '<rootDir>/locales/{locale}/staff-manage',
      include: ['<rootDir>/src/features/workers'],
      exclude: ['**/*.test.*'],
    },
    {
      // Promotions and discounts (the manager's section): loaded with their screens.
      path: '<rootDir>/locales/{locale}/staff-promotions',
      include: ['<rootDir>/src/features/promotions'],
      exclude: ['**/*.test.*'],
    },
    {
      // The settings' fields for service names per language, VAT rates and legal data: borrowed
      // by the settings screen's route (handle `borrows`).
      path: '<rootDir>/locales/{locale}/staff-settings-legal',
      include: ['<rootDir>/src/features/settings-legal'],
      exclude: ['**/*.test.*'],
    },
    {
      // The info pages' screen (HotelInfo).
      path: '<rootDir>/locales/{locale}/staff-info',
      include: ['<rootDir>/src/features/info'],
      exclude: ['**/*.test.*'],
    },
    {
      // The surveys screen (manager): its list, form, preview and answers.
      path: '<rootDir>/locales/{locale}/staff-surveys',
      include: ['<rootDir>/src/features/surveys'],
      exclude: ['**/*.test.*'],
    },
    {
      // The survey form guests answer (a booking's survey first, the room page, PublicReview).
      path: '<rootDir>/locales/{locale}/guest-survey',
      include: ['<rootDir>/src/features/guest-survey'],
      exclude: ['**/*.test.*'],
    },
    {
      // The manager's analytics chart (/app/h/chart/): loaded with its screen.
      path: '<rootDir>/locales/{locale}/staff-analytics',
      include: ['<rootDir>/src/features/analytics'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/staff-spa-menu',
      include: ['<rootDir>/src/features/spa-menu'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/staff-spa',
      include: ['<rootDir>/src/features/spa'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/staff-shifts',
      include: ['<rootDir>/src/features/employee-shifts'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/guest-spa',
      include: ['<rootDir>/src/features/guest-spa'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/guest-info',
      include: ['<rootDir>/src/features/guest-info'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/guest-reservation',
      include: ['<rootDir>/src/features/guest-reservation'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/guest',
      include: ['<rootDir>/src/features/guest', '<rootDir>/src/ui'],
      exclude: ['**/features/guest/profile/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/guest-profile',
      include: ['<rootDir>/src/features/guest/profile'],
      exclude: ['**/*.test.*'],
    },
  ],
})
