#!/usr/bin/env node
// The codegen CLI as a package bin: runs cli.ts through tsx's loader.
import { register } from 'tsx/esm/api'

register()
await import('./cli.ts')
