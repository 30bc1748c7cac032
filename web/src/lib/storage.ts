// Local and session storage that may be unavailable (private mode, storage blocked): a failure is logged, never thrown.

/** The stored value, or null when there is none or the storage cannot be read; `what` names it in the log. */
export function readStored(storage: () => Storage, key: string, what: string): string | null {
  try {
    return storage().getItem(key);
  } catch (error) {
    console.warn(`Could not read ${what}`, error);
    return null;
  }
}

/** Stores the value if the storage can be written; `what` names it in the log. */
export function writeStored(storage: () => Storage, key: string, value: string, what: string): void {
  try {
    storage().setItem(key, value);
  } catch (error) {
    console.warn(`Could not remember ${what}`, error);
  }
}

export const local = () => localStorage;
export const session = () => sessionStorage;
