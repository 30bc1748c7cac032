// What a visitor does on a pre-rendered page before the app has taken it over. A button pressed then (the phone menu,
// a tab, a form's submit) is held, not lost or sent as a bare form, and pressed again once the app is in charge. What
// was typed into a field then is noted and handed to the app's own field, as typing the app sees; a box ticked or
// cleared then is noted and the app's box set the same way, by a click the app sees. All go to the same element when
// the app hydrates the page, and to its counterpart when it renders the page anew, which also takes the focus (and the
// caret) where it was, so the next key pressed is not lost. Links need no help: they work as plain links.

/** A held button: its id, else its form's name, type and label, which find it again in a page rendered anew. */
interface HeldButton {
  id: string;
  form: string;
  type: string;
  label: string;
}
const held: HeldButton[] = [];
/** The last value typed into each field, by its id (else its name). */
const typed = new Map<string, string>();
/** Whether each box was last left ticked, by its id (else its name and value). */
const ticked = new Map<string, boolean>();
/** The field last focused on the pre-rendered page. */
let focused: Field | null = null;

type Field = HTMLInputElement | HTMLTextAreaElement;
const isField = (target: EventTarget | null): target is Field => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
const isBox = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && field.type === 'checkbox';
const keyOf = (field: Field) => (field.id ? `#${field.id}` : field.name ? `@${field.name}${isBox(field) ? `=${field.value}` : ''}` : '');

const heldOf = (button: HTMLButtonElement): HeldButton => ({
  id: button.id,
  form: button.form?.getAttribute('name') ?? '',
  type: button.type,
  label: button.getAttribute('aria-label') ?? button.textContent ?? '',
});
const sameButton = (a: HeldButton, b: HeldButton) => (a.id ? a.id === b.id : a.form === b.form && a.type === b.type && a.label === b.label);

function hold(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !button.closest('#root')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const pressed = heldOf(button);
  if (!held.some((other) => sameButton(other, pressed))) held.push(pressed);
}

function note(event: Event): void {
  const field = event.target;
  if (!isField(field) || !field.closest('#root')) return;
  const key = keyOf(field);
  if (!key) return;
  if (isBox(field)) ticked.set(key, field.checked);
  else typed.set(key, field.value);
}

function noteFocus(event: FocusEvent): void {
  if (isField(event.target) && event.target.closest('#root')) focused = event.target;
}

/**
 * A field left on purpose is not focused again. The browser also blurs a field as a render takes it away, while it is
 * still on the page; that render goes on in the same run of code, so a field still on the page once it is over
 * (a microtask later) was left on purpose.
 */
function noteBlur(event: FocusEvent): void {
  const field = event.target;
  queueMicrotask(() => {
    if (field === focused && focused?.isConnected) focused = null;
  });
}

/** The page's field a noted key names. */
function fieldOf(key: string): Field | null {
  const root = document.getElementById('root');
  const [name, value] = key.slice(1).split('=');
  const selector = `[name="${CSS.escape(name)}"]${value === undefined ? '' : `[value="${CSS.escape(value)}"]`}`;
  const found: Element | null | undefined = key.startsWith('#') ? document.getElementById(key.slice(1)) : root?.querySelector(selector);
  return found && isField(found) && found.closest('#root') ? found : null;
}

/**
 * Puts `value` into the field as typing would: React keeps the value it last saw on the element itself, so the value
 * goes through that first (as empty) and then past it, and the input event then reads as a change.
 */
function typeInto(field: Field, value: string): void {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Starts holding taps and noting typing (the entry calls it before anything else runs). */
export function holdEarlyInput(): void {
  document.addEventListener('click', hold, true);
  document.addEventListener('input', note, true);
  document.addEventListener('focusin', noteFocus, true);
  document.addEventListener('focusout', noteBlur, true);
}

/**
 * The page rendered anew took the focused field away (the focus fell to the body): focus its counterpart, where the
 * next key pressed goes.
 */
function refocus(): void {
  const old = focused;
  focused = null;
  if (!old || old.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
  const field = fieldOf(keyOf(old));
  if (!field) return;
  field.focus();
  // A value the app put there that the visitor did not see (an e-mail prefilled from the visit): what they type next
  // replaces it, as it would have filled the field they saw. Else the caret or selection they had (an e-mail field
  // does not tell its caret: it stays at the end).
  if (field.value !== old.value) field.select();
  else if (old.selectionStart !== null && field.selectionStart !== null) field.setSelectionRange(old.selectionStart, old.selectionEnd, old.selectionDirection ?? undefined);
}

/**
 * The app's first render is on the page: hand it what was typed. Run in the commit's own task, so that nothing typed
 * before the commit is left out.
 */
export function releaseTyping(): void {
  document.removeEventListener('input', note, true);
  document.removeEventListener('focusin', noteFocus, true);
  document.removeEventListener('focusout', noteBlur, true);
  for (const [key, value] of typed) {
    const field = fieldOf(key);
    if (field) typeInto(field, value);
  }
  typed.clear();
  refocus();
}

/**
 * The app is in charge, its first render's effects run: set each noted box the app shows otherwise (a click, as the
 * visitor's own), then press again each held button the page still shows (a held submit sends the boxes too).
 */
export function releaseTaps(): void {
  document.removeEventListener('click', hold, true);
  for (const [key, checked] of ticked) {
    const box = fieldOf(key);
    if (box && isBox(box) && box.checked !== checked) box.click();
  }
  ticked.clear();
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('#root button')];
  for (const pressed of held.splice(0)) buttons.find((button) => sameButton(heldOf(button), pressed))?.click();
}

/** Both at once: the app will not take the page over, and its buttons go back to what the browser does with them. */
export function releaseEarlyInput(): void {
  releaseTyping();
  releaseTaps();
}
