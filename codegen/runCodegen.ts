import { checkStoredContent } from './checkStoredContent'
import { describeStoredContent } from './describeStoredContent'
import { GENERATED_DIRS, generate } from './generate'
import { applyDrift, diffFiles, isClean, type Drift } from './writeFiles'

/** Options of one codegen run beyond `--check`. */
export interface RunCodegenOptions {
  /** Write even when stored content would be lost or left invalid (`--allow-content-loss`); what is lost is printed. */
  allowContentLoss?: boolean
  /**
   * The environment: STRAPI_URL and STRAPI_API_TOKEN (and PREVIEW_SECRET) make the run check the running Strapi's
   * entries too. Default none, so a test never reaches a Strapi the shell happens to point at.
   */
  env?: Readonly<Record<string, string | undefined>>
}

function describe(drift: Drift): string {
  return [
    ...drift.added.map((p) => `  added    ${p}`),
    ...drift.changed.map((p) => `  changed  ${p}`),
    ...drift.removed.map((p) => `  removed  ${p}`),
  ].join('\n')
}

/**
 * One codegen run. Returns the exit code; prints what it did. A bad schema writes nothing, nor does a change that
 * would lose or break stored content unless `allowContentLoss`.
 */
export async function runCodegen(root: string, check: boolean, options: RunCodegenOptions = {}): Promise<number> {
  const files = await generate(root)
  const content = await checkStoredContent(root, files, { env: options.env ?? {} })
  const harmful = content.some((source) => source.findings.length > 0)
  const allowed = options.allowContentLoss === true
  if (harmful && !allowed) {
    console.error(describeStoredContent(content, false))
    return 1
  }
  if (harmful) console.warn(describeStoredContent(content, true))
  else console.log(describeStoredContent(content, false))
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
