import type { Colour } from '../../../runtime/generated/types'
import type { PageShellOptions } from '../pageShellOptions'
import styles from './Header.module.css'

const DARK_COLOURS: readonly Colour[] = ['primary', 'secondary', 'dark']

/**
 * The header's classes: its background (content's backgroundStyle, dark on `terms`, none when inset) and the logo
 * variant that reads on it, swapped by invertLogo. On a light background the logo follows dark mode by itself.
 */
export function headerClasses(colour: Colour | undefined, options: PageShellOptions): string {
  const classes = [styles.header]
  // 'auto': dark on a light background, light in dark mode (Header.module.css)
  let logo: 'light' | 'auto'
  if (options.terms) {
    classes.push(styles.solid, 'colour-dark')
    logo = 'light'
  } else if (options.insetHeader) {
    classes.push(styles.inset)
    logo = 'light'
  } else {
    classes.push(styles.solid, `colour-${colour ?? 'white'}`)
    logo = colour && DARK_COLOURS.includes(colour) ? 'light' : 'auto'
  }
  if (options.invertLogo) classes.push(logo === 'light' ? styles.logoDark : styles.logoAutoInverted)
  else classes.push(logo === 'light' ? styles.logoLight : styles.logoAuto)
  return classes.filter(Boolean).join(' ')
}
