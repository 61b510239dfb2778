import { GENERATED_DIRS, generate } from './generate'
import { applyDrift, diffFiles, isClean, type Drift } from './writeFiles'

function describe(drift: Drift): string {
  return [
    ...drift.added.map((p) => `  added    ${p}`),
    ...drift.changed.map((p) => `  changed  ${p}`),
    ...drift.removed.map((p) => `  removed  ${p}`),
  ].join('\n')
}

/** One codegen run. Returns the exit code; prints what it did. A bad schema writes nothing. */
export async function runCodegen(root: string, check: boolean): Promise<number> {
  const files = await generate(root)
  const drift = diffFiles(root, files, GENERATED_DIRS)
  const count = drift.added.length + drift.changed.length + drift.removed.length
  if (check) {
    if (isClean(drift)) {
      console.log(`codegen --check: ${files.length} generated files are up to date`)
      return 0
    }
    console.error(`codegen --check: ${count} generated file(s) out of date; run \`npm run codegen\`:\n${describe(drift)}`)
    return 1
  }
  applyDrift(root, files, drift)
  console.log(count ? `codegen: ${count} file(s) written or removed:\n${describe(drift)}` : `codegen: ${files.length} generated files already up to date`)
  return 0
}

