// Taps that land before the app has taken a pre-rendered page over: a button pressed then (the phone menu, a tab, a
// form's submit) is held, not lost or sent as a bare form, and pressed again once the app has hydrated the page.
// Links need no help: they work as plain links until then.

const held: HTMLButtonElement[] = [];

function hold(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !button.closest('#root')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held.includes(button)) held.push(button);
}

/** Starts holding taps (the entry calls it before anything else runs). */
export function holdEarlyTaps(): void {
  document.addEventListener('click', hold, true);
}

/** The app is in charge: stop holding and press again each held button the page still shows. */
export function releaseEarlyTaps(): void {
  document.removeEventListener('click', hold, true);
  for (const button of held.splice(0)) if (button.isConnected) button.click();
}
