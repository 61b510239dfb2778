import { useSelector } from '@xstate/react'
import { lazy, Suspense, useState } from 'react'
import { useShellData } from '../layouts/useShellData'
import { useShell } from '../widgets/ShellProvider'

// its code (and the bot check's) loads when a visitor first asks for it, not with every page
const SupportRequestDialog = lazy(() => import('./SupportRequestDialog').then((module) => ({ default: module.SupportRequestDialog })))

/**
 * The contact form of the support chat (SPEC §4 Support chat): shown while the chat machine is in `contactForm`, when
 * no chat provider is configured or its script could not load. Mounted from the first opening on and kept, so what
 * the visitor typed is still there when the form opens again.
 */
export function SupportContact() {
  const { chat } = useShell()
  const { shell } = useShellData()
  const open = useSelector(chat, (snapshot) => snapshot.matches('contactForm'))
  const [opened, setOpened] = useState(false)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <SupportRequestDialog open={open} botProtection={shell.botProtection} onClose={() => chat.send({ type: 'CLOSE' })} />
    </Suspense>
  )
}
