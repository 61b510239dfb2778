import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { CodegenError } from './CodegenError'
import { ScaffoldError, scaffold } from './scaffold'
import { StoredContentError } from './StoredContentError'
import { runCodegen } from './runCodegen'
import { watchSchemas } from './watchSchemas'

const USAGE = `Usage: stratum-codegen [--check] [--watch] [--allow-content-loss] [--scaffold <type>] [--root <dir>]

  (no flag)             write types, validators, registry and Strapi models from schemas/, unless the change would
                        lose or break stored content (content/, and Strapi's with STRAPI_URL and STRAPI_API_TOKEN)
  --check               write nothing; exit 1 listing every file that would change
  --allow-content-loss  write anyway, listing the stored values that will be lost or invalid
  --watch               regenerate whenever a schema changes
  --scaffold <type>     add a section type: schema, component, CSS module and test, then regenerate
  --root <dir>          the project root (default: the current directory)`

function report(error: unknown): number {
  if (error instanceof CodegenError || error instanceof ScaffoldError || error instanceof StoredContentError) {
    console.error(`codegen: ${error.message}`)
    return 1
  }
  throw error
}

async function main(argv: string[]): Promise<number> {
  let args
  try {
    args = parseArgs({
      args: argv,
      options: {
        check: { type: 'boolean', default: false },
        watch: { type: 'boolean', default: false },
        'allow-content-loss': { type: 'boolean', default: false },
        scaffold: { type: 'string' },
        root: { type: 'string', default: process.cwd() },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values
  } catch (error) {
    console.error(`codegen: ${(error as Error).message}\n\n${USAGE}`)
    return 1
  }
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  const root = resolve(args.root)
  if (args.scaffold !== undefined) {
    try {
      const written = scaffold(root, args.scaffold)
      console.log(`codegen: scaffolded section "${args.scaffold}":\n${written.map((p) => `  ${p}`).join('\n')}`)
    } catch (error) {
      return report(error)
    }
  }
  const options = { allowContentLoss: args['allow-content-loss'], env: process.env }
  const once = () => runCodegen(root, args.check, options).catch(report)
  const code = await once()
  if (!args.watch) return code
  watchSchemas(root, () => void once())
  console.log('codegen: watching schemas/ (Ctrl-C to stop)')
  return new Promise<number>(() => {})
}

process.exitCode = await main(process.argv.slice(2))
