import { useData } from 'vike-react/useData'
import { CommerceProvider } from '../../../runtime/commerce'
import { SectionList } from '../../../runtime/registry/SectionList'
import type { SlugPageData } from './+data'

/** A content page: its sections, in order. */
export default function Page() {
  const { page, sections, diagnostics, commerce } = useData<SlugPageData>()
  return (
    <CommerceProvider value={commerce}>
      <SectionList sections={sections} page={page.slug === 'homepage' ? '/' : `/${page.slug}`} diagnostics={diagnostics} />
    </CommerceProvider>
  )
}
