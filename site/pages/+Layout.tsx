import type { ReactNode } from 'react'
import '../styles/global.css'

/** The shell of every page: a skip link and the main landmark (header and footer come from content). */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
