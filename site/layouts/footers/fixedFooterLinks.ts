import type { Messages } from '../../i18n/messages'
import type { NavLink } from '../LayoutData'

/**
 * The registrants' rights and responsibilities page (SPEC §2 Footer). ICANN publishes it for every accredited
 * registrar's customers, and the group runs one (content: group description); the .uk registry has no page of
 * that name.
 */
export const REGISTRANTS_RIGHTS_URL = 'https://www.icann.org/resources/pages/registrant-rights-responsibilities-2012-02-25-en'

type LegalLinkName = keyof Messages['footer']['legalLinks']

/** SPEC §2 Footer: the links every footer carries, whatever the content says (Privacy Manager is a button). */
const FIXED_FOOTER_LINKS: readonly (Omit<NavLink, 'label'> & { name: LegalLinkName })[] = [
  { name: 'termsOfService', href: '/terms-of-service' },
  { name: 'companyDetails', href: '/company-details' },
  { name: 'privacyPolicy', href: '/privacy-policy' },
  { name: 'acceptableUsage', href: '/acceptable-usage-policy' },
  { name: 'registrantsRights', href: REGISTRANTS_RIGHTS_URL, target: '_blank', rel: 'noopener noreferrer' },
]

/** The fixed footer links, labelled in the page's words. */
export function fixedFooterLinks(labels: Messages['footer']['legalLinks']): NavLink[] {
  return FIXED_FOOTER_LINKS.map(({ name, ...link }) => ({ ...link, label: labels[name] }))
}
