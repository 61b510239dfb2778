import { useActorRef, useSelector } from '@xstate/react'
import { buildUpdateMachine, type BuildUpdateInput } from '../buildUpdateMachine'

/**
 * Build updates (SPEC §4, §7): mount once in the app shell. The router sends NAVIGATE before a client-side
 * navigation and CHUNK_ERROR on `vite:preloadError`; `chunkReload === 'blocked'` means show the error instead.
 */
export function useBuildUpdate(input: BuildUpdateInput, logic: typeof buildUpdateMachine = buildUpdateMachine) {
  const actorRef = useActorRef(logic, { input })
  const updateAvailable = useSelector(actorRef, (s) => s.context.updateAvailable)
  const meta = useSelector(actorRef, (s) => s.context.meta)
  const chunkReload = useSelector(actorRef, (s) => s.context.chunkReload)
  return { updateAvailable, meta, chunkReload, send: actorRef.send, actorRef }
}
