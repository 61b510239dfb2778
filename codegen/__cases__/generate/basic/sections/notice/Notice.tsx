// The component the basic case's section schema needs: codegen refuses a section without one.
export function Notice() {
  return null
}
