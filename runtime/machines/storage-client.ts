// Web Storage that never throws: storage is missing on the server, and disabled or full in some browsers
// (Safari private mode, blocked cookies). A failed read is "nothing stored"; a failed write is dropped.

export type StorageArea = 'localStorage' | 'sessionStorage'

function area(name: StorageArea): Storage | null {
  try {
    return (globalThis as Partial<Record<StorageArea, Storage>>)[name] ?? null
  } catch {
    return null
  }
}

export function readStorage(name: StorageArea, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeStorage(name: StorageArea, key: string, value: string): void {
  try {
    area(name)?.setItem(key, value)
  } catch {
    // quota or privacy mode: the choice still applies to this page view
  }
}
