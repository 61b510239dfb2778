import standaloneCode from 'ajv/dist/standalone/index.js'
import { BANNER } from './banner'
import { CodegenError } from './CodegenError'
import { createAjv } from './createAjv'
import { sectionUid, typeName } from './names'
import type { GeneratedFile, SchemaSet } from './types'

/** ajv's runtime helper for string lengths, inlined so generated modules import nothing from ajv. */
const UCS2LENGTH = `function ucs2length(str) {
  let length = 0
  let pos = 0
  while (pos < str.length) {
    length++
    const value = str.charCodeAt(pos++)
    if (value >= 0xd800 && value <= 0xdbff && pos < str.length && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++
  }
  return length
}`

/**
 * One standalone ES module per section and content-type schema, `runtime/generated/validators/<kind>/<name>.js`,
 * exporting `validate`: compiled here, so the browser never compiles a schema and never needs `new Function`.
 */
export function emitValidators(set: SchemaSet): GeneratedFile[] {
  const files: GeneratedFile[] = []
  const targets = set.schemas.filter((s) => s.kind !== 'shared')
  for (const loaded of targets) {
    // a fresh instance per module, so one file's output never depends on which schemas were compiled before it
    const ajv = createAjv(set, { forCode: true })
    let code = standaloneCode(ajv, { validate: loaded.schema.$id as string })
    code = code.replace(/^"use strict";\n/, '')
    code = code.replace(/const (\w+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;/g, (_m, name: string) => `const ${name} = ucs2length;`)
    if (code.includes('ucs2length;')) code = `${UCS2LENGTH}\n${code}`
    if (/\brequire\(/.test(code)) {
      throw new CodegenError(loaded.file, '', 'this schema needs an ajv runtime helper the generated validators cannot inline (formats or deep equality): use pattern or enum of strings instead')
    }
    const dts = `${BANNER}
import type { ${typeName(loaded)} } from '../../types'
import type { ValidateFunction } from '../../../registry/ValidateFunction'

/** Validates a ${typeName(loaded)} against ${loaded.file}. */
export declare const validate: ValidateFunction<${typeName(loaded)}>
`
    files.push({ path: `runtime/generated/validators/${loaded.kind}/${loaded.name}.js`, contents: `${BANNER}\n// @ts-nocheck\n${code.trim()}\n` })
    files.push({ path: `runtime/generated/validators/${loaded.kind}/${loaded.name}.d.ts`, contents: dts })
  }

  const sections = targets.filter((s) => s.kind === 'sections')
  const index = `${BANNER}
// Server-side map of section validators. The browser never imports this file: sections are validated where
// content is read (the data hook), and a form that validates in the browser imports its own validator module.
import type { SectionPropsByType } from '../types'
import type { ValidateFunction } from '../../registry/ValidateFunction'
${sections.map((s, i) => `import { validate as v${i} } from './sections/${s.name}.js'`).join('\n')}

/** The generated validator of each section uid. */
export const sectionValidators: { readonly [U in keyof SectionPropsByType]: ValidateFunction<SectionPropsByType[U]> } = {
${sections.map((s, i) => `  '${sectionUid(s)}': v${i},`).join('\n')}
}
`
  files.push({ path: 'runtime/generated/validators/index.ts', contents: index })
  return files
}
