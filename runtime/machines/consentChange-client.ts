import { parseConsentRecord, type ConsentRecord } from './consentRecord'
import { readStorage } from './storage-client'

// A consent choice reaches the rest of the page as a window event: `storage` events only fire in *other* tabs, so
// the consent machine announces a saved choice itself, and onConsentChange listens to both.

/** The window event the consent machine dispatches after saving a choice. */
export const CONSENT_CHANGE_EVENT = 'stratum:consent-change'

/** Detail of the {@link CONSENT_CHANGE_EVENT}. */
export interface ConsentChangeDetail {
  /** The localStorage key the record was saved under. */
  storageName: string
  record: ConsentRecord
}

/** The stored consent record, or null when the visitor has not chosen yet (or the stored value is unreadable). */
export function readConsentRecord(storageName: string): ConsentRecord | null {
  const stored = readStorage('localStorage', storageName)
  if (stored === null) return null
  try {
    return parseConsentRecord(JSON.parse(stored))
  } catch {
    return null
  }
}

/** Tells the page a consent choice was saved (SPEC §4 Cookie consent: OK saves the choices). */
export function announceConsentChange(storageName: string, record: ConsentRecord): void {
  if (typeof window === 'undefined' || typeof window.dispatchEvent !== 'function') return
  const detail: ConsentChangeDetail = { storageName, record }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail }))
}

/**
 * Calls `listener` with the new record whenever the consent stored under `storageName` changes, in this tab (the
 * consent machine's announcement) or another (a `storage` event; null when it was cleared). Returns the unsubscribe.
 */
export function onConsentChange(storageName: string, listener: (record: ConsentRecord | null) => void): () => void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => {}
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<ConsentChangeDetail>).detail
    if (detail?.storageName === storageName) listener(detail.record)
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageName || event.key === null) listener(readConsentRecord(storageName))
  }
  window.addEventListener(CONSENT_CHANGE_EVENT, onAnnounce)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onAnnounce)
    window.removeEventListener('storage', onStorage)
  }
}
