import type { ReactNode } from 'react'
import '../styles/global.css'
import { SiteLayout } from '../layouts/SiteLayout'

/** The shell of every page: skip link, header, main landmark, footer and cookie banner (site/layouts/SiteLayout). */
export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout>{children}</SiteLayout>
}
