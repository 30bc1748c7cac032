// Work a dialog does each time it opens (its fields' starting values, its first tab), done as it opens, before
// anything can be typed or chosen in it: a dialog's afterOpenChange comes after its open animation, and would undo
// what a quick user (or a quick upload) did meanwhile.
import { useLayoutEffect, useRef } from 'react';

export function useOnOpen(open: boolean, onOpen: () => void) {
  const latest = useRef(onOpen);
  latest.current = onOpen;
  useLayoutEffect(() => {
    if (open) latest.current();
  }, [open]);
}
