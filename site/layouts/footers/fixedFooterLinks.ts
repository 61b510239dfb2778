import type { NavLink } from '../LayoutData'

/**
 * The registrants' rights and responsibilities page (SPEC §2 Footer). ICANN publishes it for every accredited
 * registrar's customers, and the group runs one (content: group description); the .uk registry has no page of
 * that name.
 */
export const REGISTRANTS_RIGHTS_URL = 'https://www.icann.org/resources/pages/registrant-rights-responsibilities-2012-02-25-en'

/** SPEC §2 Footer: the links every footer carries, whatever the content says (Privacy Manager is a button). */
export const FIXED_FOOTER_LINKS: readonly NavLink[] = [
  { label: 'Terms of service', href: '/terms-of-service' },
  { label: 'Company details', href: '/company-details' },
  { label: 'Privacy policy', href: '/privacy-policy' },
  { label: 'Acceptable usage policy', href: '/acceptable-usage-policy' },
  { label: "Registrants' rights and responsibilities", href: REGISTRANTS_RIGHTS_URL, target: '_blank', rel: 'noopener noreferrer' },
]
