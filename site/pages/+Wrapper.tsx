import type { ReactNode } from 'react'
import { PreviewBar } from '../preview/PreviewBar'

/** Around every page and its layout: the preview bar while draft content is shown. */
export default function Wrapper({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <PreviewBar />
    </>
  )
}
