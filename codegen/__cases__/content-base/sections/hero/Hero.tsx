// The component codegen asks for beside the section's schema.
export function Hero() {
  return null
}
