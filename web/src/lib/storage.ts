// Local and session storage that may be unavailable (private mode, storage blocked): a failure is never thrown.

/** The stored value, or null when there is none or the storage cannot be read. */
export function readStored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Stores the value if the storage can be written (otherwise the value lasts only for this page view). */
export function writeStored(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage blocked: nothing to remember it in, and nothing the user needs to know.
  }
}

export const local = () => localStorage;
export const session = () => sessionStorage;
