import { FooterMinimal } from './FooterMinimal'
import { FooterStandard, type FooterProps } from './FooterStandard'

/** The footer the navigation content asks for (SPEC §3 footerStyle, default footersStandard). */
export function Footer(props: FooterProps) {
  return props.layout.footerStyle === 'footersMinimal' ? <FooterMinimal {...props} /> : <FooterStandard {...props} />
}
