/**
 * A mistake in a schema (content modeller's input, not a bug of ours): names the file,
 * the JSON pointer inside it and what is wrong, so the CLI can print it and exit 1.
 */
export class CodegenError extends Error {
  override name = 'CodegenError'
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly detail: string,
  ) {
    super(`${file}#${pointer}: ${detail}`)
  }
}
