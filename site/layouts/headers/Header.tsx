import { HeaderMinimal } from './HeaderMinimal'
import { HeaderStandard, type HeaderProps } from './HeaderStandard'

/** The header the navigation content asks for (SPEC §3 headerStyle, default headersStandard). */
export function Header(props: HeaderProps) {
  return props.layout.headerStyle === 'headersMinimal' ? <HeaderMinimal {...props} /> : <HeaderStandard {...props} />
}
