import type { ReactNode } from 'react'
import styles from './FormField.module.css'

/** The forms' shared classes: `input` for a text control, `error` and `formError` for messages outside a field. */
export const fieldStyles = styles

/** Props of FormField. */
export interface FormFieldProps {
  /** The control's id; the hint and the message take it with `-hint` and `-error`. */
  id: string
  label: string
  hint?: string | undefined
  error?: string | undefined
  /** The control, given the ids that describe it. */
  children: (describedBy: string | undefined) => ReactNode
}

/** A labelled field with its hint and its message, both tied to the control by aria-describedby. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children(describedBy)}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
