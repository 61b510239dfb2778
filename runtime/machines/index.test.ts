import { expect, it } from 'vitest'
import * as machines from './index'

it('exposes exactly the public API', () => {
  expect(Object.keys(machines).sort()).toEqual([
    'AUTH_ENDPOINTS',
    'BUILD_CHECK_INTERVAL',
    'BUILD_META_PREFETCH_DELAY',
    'CURRENCY_COOKIE',
    'DARK_MODE_COOKIE',
    'DEFAULT_CONSENT_STORAGE_NAME',
    'FormRefused',
    'RELOAD_GUARD_KEY',
    'RELOAD_GUARD_TTL',
    'buildUpdateMachine',
    'consentDefaultScript',
    'consentMachine',
    'currencyMachine',
    'darkModeBootScript',
    'darkModeMachine',
    'delegateEmitClicks',
    'formSubmissionMachine',
    'mobileMenuMachine',
    'sessionMachine',
    'supportChatMachine',
    'toConsentRecord',
    'useBuildUpdate',
    'useConsent',
    'useCurrency',
    'useDarkMode',
    'useMobileMenu',
    'useSession',
    'useSupportChat',
  ])
})

it('pins the SPEC §9 constants', () => {
  expect(machines.RELOAD_GUARD_TTL).toBe(10_000)
  expect(machines.BUILD_META_PREFETCH_DELAY).toBe(1_000)
  expect(machines.BUILD_CHECK_INTERVAL).toBe(3_600_000)
  expect(machines.DEFAULT_CONSENT_STORAGE_NAME).toBe('cookie-consent')
})

it('names the site auth endpoints the session machine calls', () => {
  expect(machines.AUTH_ENDPOINTS).toEqual({
    login: '/api/auth/login',
    register: '/api/auth/register',
    resetPassword: '/api/auth/reset-password',
    forgotPassword: '/api/auth/forgot-password',
    changePassword: '/api/auth/change-password',
    sendEmailConfirmation: '/api/auth/send-email-confirmation',
    logout: '/api/auth/logout',
    me: '/api/auth/me',
  })
})
