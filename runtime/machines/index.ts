// Public API of runtime/machines: one XState machine per behaviour of SPEC §4, its React hook, the inline head
// scripts that must run before first paint, and the constants the server shares with the browser.

export {
  AUTH_ENDPOINTS,
  BUILD_CHECK_INTERVAL,
  BUILD_META_PREFETCH_DELAY,
  CURRENCY_COOKIE,
  DARK_MODE_COOKIE,
  DEFAULT_CONSENT_STORAGE_NAME,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_TTL,
} from './constants'

export type { AuthError } from './authRequest'
export {
  sessionMachine,
  type ChangePasswordData,
  type LoginCredentials,
  type RegistrationData,
  type ResetPasswordData,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionUser,
} from './sessionMachine'

export { consentMachine, type ConsentContext, type ConsentEvent, type ConsentInput } from './consentMachine'
export { consentDefaultScript } from './consentDefaultScript'
export {
  toConsentRecord,
  type ConsentCategories,
  type ConsentCategory,
  type ConsentRecord,
  type ConsentValue,
} from './consentRecord'

export { currencyMachine, type CurrencyContext, type CurrencyEvent, type CurrencyInput } from './currencyMachine'

export { darkModeMachine, type DarkModeContext, type DarkModeEvent, type DarkModeInput } from './darkModeMachine'
export { darkModeBootScript } from './darkModeBootScript'

export {
  buildUpdateMachine,
  type BuildManifest,
  type BuildMeta,
  type BuildUpdateContext,
  type BuildUpdateEvent,
  type BuildUpdateInput,
} from './buildUpdateMachine'

export { mobileMenuMachine, type MobileMenuEvent } from './mobileMenuMachine'

export {
  supportChatMachine,
  type SupportChatContext,
  type SupportChatEvent,
  type SupportChatEventDetail,
  type SupportChatInput,
  type SupportChatProvider,
} from './supportChatMachine'
export { delegateEmitClicks } from './delegateEmitClicks'

export {
  formSubmissionMachine,
  FormRefused,
  type FormProblems,
  type FormSubmissionContext,
  type FormSubmissionEvent,
} from './formSubmissionMachine'

export { useBuildUpdate } from './react/useBuildUpdate'
export { useConsent } from './react/useConsent'
export { useCurrency } from './react/useCurrency'
export { useDarkMode } from './react/useDarkMode'
export { useMobileMenu } from './react/useMobileMenu'
export { useSession } from './react/useSession'
export { useSupportChat } from './react/useSupportChat'
