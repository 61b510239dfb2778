import { format } from '../../runtime/i18n/format'
import { useLocalePath } from '../i18n/useLocalePath'
import { useMessages } from '../i18n/useMessages'

/** Props of Logo. */
export interface LogoProps {
  /** The brand's name: the link's accessible name says where it goes. */
  brandName: string
  className?: string | undefined
}

const RAYS = [0, 45, 90, 135, 180, 225, 270, 315]

/**
 * The Lumen Hosting logo as inline SVG, linking to the home page of the page's locale (SPEC §2 Header: `/`, `/de`):
 * a sun mark and a two-tone wordmark.
 * Its colours come from `--logo-strong` and `--logo-soft`, so the header can invert it (`invertLogo`, dark mode).
 */
export function Logo({ brandName, className }: LogoProps) {
  const words = useMessages().header
  const home = useLocalePath()('/')
  return (
    <a className={['logo', className].filter(Boolean).join(' ')} href={home} aria-label={format(words.logoHome, { brand: brandName })}>
      <svg viewBox="0 0 210 48" width="175" height="40" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="18" fill="#6d28d9" />
        <circle cx="24" cy="24" r="8" fill="#f59e0b" />
        {RAYS.map((angle) => (
          <rect key={angle} x="23" y="9" width="2" height="5" rx="1" fill="#fcd34d" transform={`rotate(${angle} 24 24)`} />
        ))}
        <text x="52" y="32" fontSize="22" fontWeight="700" letterSpacing="-0.3" fill="var(--logo-strong)" fontFamily="var(--font-sans)">
          Lumen
          <tspan fontWeight="400" fill="var(--logo-soft)">
            {' '}Hosting
          </tspan>
        </text>
      </svg>
    </a>
  )
}
