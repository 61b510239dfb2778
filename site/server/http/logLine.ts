/** One structured log line: a JSON object on stdout, or stderr for errors. */
export type LogFields = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>

/** Writes one structured log line. */
export function logLine(fields: LogFields): void {
  const line = JSON.stringify({ time: new Date().toISOString(), ...fields })
  if (fields.level === 'error') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
}
