/**
 * Strapi answers an empty optional field with `null`; to a schema an empty optional field is one that is absent.
 * Object properties holding null are dropped at every depth (array items are left as they are).
 */
export declare function withoutNulls(value: unknown): unknown
