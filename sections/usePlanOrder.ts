import { useEffect, useRef, useState } from 'react'
import type { Plan } from '../runtime/generated/types'

/**
 * The order form state a plans section shares with its cards: which plan's form the dialog holds, whether it is
 * open, and the button that opened it (focus returns there when it closes). `onOrder` is undefined until the
 * section hydrates: before that, and without JavaScript, a plan's button is a plain link to the order address.
 */
export function usePlanOrder() {
  const [interactive, setInteractive] = useState(false)
  const [plan, setPlan] = useState<Plan | null>(null)
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => setInteractive(true), [])

  const onOrder = (chosen: Plan, from: HTMLElement) => {
    opener.current = from
    setPlan(chosen)
    setOpen(true)
  }
  const onClose = () => {
    setOpen(false)
    opener.current?.focus()
  }
  return { interactive, plan, open, onOrder: interactive ? onOrder : undefined, onClose }
}
