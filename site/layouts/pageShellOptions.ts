import type { Ribbon } from '../../runtime/generated/types'
import { isSitePage } from '../routing/sitePages'

/** The header options a page's content sets (SPEC §3 Page content, §2 Header). */
export interface PageShellOptions {
  /** The header overlays the page's first section. */
  insetHeader: boolean
  /** The logo's light and dark variants swap. */
  invertLogo: boolean
  /** Announcement bars above the header. */
  ribbons: Ribbon[]
  /** SPEC §2: on the page with slug `terms` (or its translation) the header hides its navigation and uses a dark background. */
  terms: boolean
}

const NONE: PageShellOptions = { insetHeader: false, invertLogo: false, ribbons: [], terms: false }

/** A content page's options from its data (`data.page` of the slug page); other pages (blog, errors) get none. */
export function pageShellOptions(data: unknown): PageShellOptions {
  const page = (data as { page?: unknown } | null | undefined)?.page
  if (typeof page !== 'object' || page === null || typeof (page as { slug?: unknown }).slug !== 'string') return NONE
  const { slug, insetHeader, invertLogo, ribbons } = page as { slug: string; insetHeader?: unknown; invertLogo?: unknown; ribbons?: unknown }
  return {
    insetHeader: insetHeader === true,
    invertLogo: invertLogo === true,
    ribbons: Array.isArray(ribbons) ? (ribbons as Ribbon[]) : [],
    terms: isSitePage(slug, 'terms'),
  }
}
