/** One problem found by a generated validator (ajv's error shape, the part we read). */
export interface ValidationIssue {
  /** JSON pointer into the validated data. */
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
}

/** A generated standalone validator: a type guard that leaves its issues on `.errors`. */
export interface ValidateFunction<T> {
  (data: unknown): data is T
  errors?: ValidationIssue[] | null
}
