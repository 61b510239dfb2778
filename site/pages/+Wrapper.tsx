import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { SectionWordsProvider } from '../../sections/SectionWords'
import { pageLocale } from '../i18n/pageLocale'
import { useMessages } from '../i18n/useMessages'
import { PreviewBar } from '../preview/PreviewBar'

/** Around every page and its layout: the sections' words in the page's language, and the preview bar while draft content is shown. */
export default function Wrapper({ children }: { children: ReactNode }) {
  const messages = useMessages()
  return (
    <SectionWordsProvider locale={pageLocale(usePageContext())} words={messages}>
      {children}
      <PreviewBar />
    </SectionWordsProvider>
  )
}
