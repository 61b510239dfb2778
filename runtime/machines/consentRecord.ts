// SPEC §3 Consent record and §4 Cookie consent: how the banner's categories map onto the stored record, whose keys
// are Google Consent Mode v2 types (plus marketing_storage and functional_storage, which tags may read too).

export type ConsentCategory = 'functional' | 'analytics' | 'marketing' | 'personalization'

/** The banner's switches; `functional` is always true. */
export type ConsentCategories = Record<ConsentCategory, boolean>

export type ConsentValue = 'granted' | 'denied'

export interface ConsentRecord {
  ad_storage: ConsentValue
  ad_user_data: ConsentValue
  analytics_storage: ConsentValue
  marketing_storage: ConsentValue
  functional_storage: ConsentValue
  ad_personalization: ConsentValue
}

/** Which category controls each key, in the record's order (SPEC §3). */
export const CONSENT_CATEGORY_BY_KEY = {
  ad_storage: 'analytics',
  ad_user_data: 'analytics',
  analytics_storage: 'analytics',
  marketing_storage: 'marketing',
  functional_storage: 'functional',
  ad_personalization: 'personalization',
} as const satisfies Record<keyof ConsentRecord, ConsentCategory>

/** SPEC §4: with no stored choice every category defaults to granted. */
export const DEFAULT_CONSENT_CATEGORIES: ConsentCategories = {
  functional: true,
  analytics: true,
  marketing: true,
  personalization: true,
}

/** Only what keeps the site working: Reject non-essential, and the defaults of a site that asks first. */
export const ESSENTIAL_CONSENT_CATEGORIES: ConsentCategories = {
  functional: true,
  analytics: false,
  marketing: false,
  personalization: false,
}

/**
 * The switches before the visitor chooses: SPEC §4's all granted, or all but functional denied for a site whose
 * configuration says `consentDefault: denied` (UK and EU law: no consent is assumed).
 */
export function defaultConsentCategories(consentDefault: ConsentValue = 'granted'): ConsentCategories {
  return { ...(consentDefault === 'denied' ? ESSENTIAL_CONSENT_CATEGORIES : DEFAULT_CONSENT_CATEGORIES) }
}

const consentKeys = Object.keys(CONSENT_CATEGORY_BY_KEY) as Array<keyof ConsentRecord>

/** The record saved and sent to Consent Mode for these switches. Functional is always granted. */
export function toConsentRecord(choice: ConsentCategories): ConsentRecord {
  const record = {} as ConsentRecord
  for (const key of consentKeys) {
    const category = CONSENT_CATEGORY_BY_KEY[key]
    record[key] = category === 'functional' || choice[category] ? 'granted' : 'denied'
  }
  return record
}

/** The switches a stored record stands for: a category is on when all its keys are granted. */
export function toConsentCategories(record: ConsentRecord): ConsentCategories {
  const choice = { ...DEFAULT_CONSENT_CATEGORIES }
  for (const key of consentKeys) {
    const category = CONSENT_CATEGORY_BY_KEY[key]
    if (category !== 'functional' && record[key] !== 'granted') choice[category] = false
  }
  return choice
}

/** A stored value as a ConsentRecord, or null when it is not one (missing, corrupt, or from an older format). */
export function parseConsentRecord(value: unknown): ConsentRecord | null {
  if (typeof value !== 'object' || value === null) return null
  const record = {} as ConsentRecord
  for (const key of consentKeys) {
    const entry: unknown = (value as Record<string, unknown>)[key]
    if (entry !== 'granted' && entry !== 'denied') return null
    record[key] = entry
  }
  return record
}
