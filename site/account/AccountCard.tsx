import { useEffect, useRef, type ReactNode } from 'react'
import styles from './AccountForm.module.css'

/** Props of AccountCard. */
export interface AccountCardProps {
  heading: string
  lead?: ReactNode
  /** A message above everything else (a confirmation, a success), read out and focused when it appears. */
  status?: ReactNode
  children: ReactNode
}

/** The frame of an account page: a main heading, its lead, a status message, then the forms. */
export function AccountCard({ heading, lead, status, children }: AccountCardProps) {
  const statusRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (status) statusRef.current?.focus()
  }, [status])
  return (
    <div className={styles.card}>
      <h1 className={styles.heading}>{heading}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {status && (
        <p ref={statusRef} role="status" tabIndex={-1} className={styles.status}>
          {status}
        </p>
      )}
      {children}
    </div>
  )
}
