// The plain forms' field machinery (no antd): values read from the form itself, the schema's messages per field, a
// field checked on blur once changed (a box or select on change), a guarded submit with its busy flag, the server's
// field messages, and a reset.
import { useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';

export type FieldErrors<F extends string> = Partial<Record<F, string[]>>;

export interface PlainFormOptions<F extends string, S extends z.ZodMiniType> {
  /** The form's name: its id, and the start of its fields' ids (`login_email`). */
  name: string;
  /** Its fields, in the order they show (the first wrong one takes the focus on submit). */
  fields: readonly F[];
  /** The schema the values are checked and parsed with: its messages are the fields' messages. */
  schema: S;
  /** Its tick boxes (read as ticked or not); every other field not in `lists` is read as its text. */
  boxes?: readonly F[];
  /** Its groups of boxes sharing the field's name (read as the values ticked). */
  lists?: readonly F[];
}

/** The values the schema checks, as the form's data holds them. */
function readForm<F extends string>(data: FormData, fields: readonly F[], boxes: readonly F[], lists: readonly F[]): Record<F, unknown> {
  const valueOf = (field: F) =>
    boxes.includes(field) ? data.has(field) : lists.includes(field) ? data.getAll(field).map(String) : String(data.get(field) ?? '');
  return Object.fromEntries(fields.map((field) => [field, valueOf(field)])) as Record<F, unknown>;
}

/** The props every control of a field carries: its name and id, its state for assistive technology, its handlers. */
export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  disabled: boolean;
  onBlur: () => void;
  onInput: () => void;
  onChange: () => void;
}

export interface PlainForm<F extends string> {
  name: string;
  /** The form element's ref. */
  ref: React.RefObject<HTMLFormElement | null>;
  submitting: boolean;
  errors: FieldErrors<F>;
  /** The id of a field's control (a group's boxes add their value: `add-business_services_fumigation`). */
  idOf: (field: F) => string;
  helpIdOf: (field: F) => string;
  /** The control's props; a box or select (`picked`) is checked as it changes, a text on blur once changed. */
  control: (field: F, kind?: 'text' | 'picked', describedBy?: string) => ControlProps;
  /** The server's messages for the form's fields (a 400's `fields`); others are left out. */
  showFieldErrors: (messages: Record<string, string>) => void;
  /** Empties the form (the browser's reset: each field as first rendered), with no messages. */
  reset: () => void;
}

/** Whether a pointer is down: a press that took the focus from a field has not yet clicked. */
let pressed = false;
let watchingPresses = false;

function watchPresses(): void {
  if (watchingPresses) return;
  watchingPresses = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  for (const type of ['pointerup', 'pointercancel']) document.addEventListener(type, () => (pressed = false), true);
}

/**
 * Runs `check` now or, when a press took the focus away, once that press is over (after its click): the message it
 * shows then moves nothing from under the pointer (a box below a field would move away between press and release).
 */
function afterPress(check: () => void): void {
  if (!pressed) return check();
  const done = () => {
    window.removeEventListener('pointerup', done, true);
    window.removeEventListener('pointercancel', done, true);
    setTimeout(check, 0);
  };
  window.addEventListener('pointerup', done, true);
  window.addEventListener('pointercancel', done, true);
}

/** The schema's messages for each field, each once (an issue under a nested path counts for its first part). */
function messagesOf<F extends string>(schema: z.ZodMiniType, values: Record<F, unknown>): FieldErrors<F> {
  const result = schema.safeParse(values);
  const errors: FieldErrors<F> = {};
  for (const issue of result.error?.issues ?? []) {
    const list = (errors[issue.path[0] as F] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/**
 * A plain form: `form.control(field)` for each control, `onSubmit={form.submit(send)}` on the <form>, which checks
 * every field (focusing the first wrong one) and calls `send` with the parsed values, busy until it settles.
 */
export function usePlainForm<F extends string, S extends z.ZodMiniType>({ name, fields, schema, boxes = [], lists = [] }: PlainFormOptions<F, S>) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitting, setSubmitting] = useState(false);
  // Fields the user has changed: a blur checks them (tabbing through an empty form says nothing); after a submit, all.
  const dirty = useRef(new Set<F>());
  const busy = useRef(false);

  const idOf = (field: F) => `${name}_${field}`;
  const helpIdOf = (field: F) => `${name}_${field}_help`;
  const values = () => readForm(new FormData(ref.current ?? undefined), fields, boxes, lists);

  const check = (field: F) => {
    if (!ref.current) return;
    const messages = messagesOf(schema, values())[field];
    setErrors((current) => ({ ...current, [field]: messages }));
  };

  const control = (field: F, kind: 'text' | 'picked' = 'text', describedBy?: string): ControlProps => {
    const invalid = Boolean(errors[field]?.length);
    const described = [invalid ? helpIdOf(field) : undefined, describedBy].filter(Boolean).join(' ');
    return {
      id: idOf(field),
      name: field,
      'aria-invalid': invalid,
      'aria-describedby': described || undefined,
      disabled: submitting,
      onBlur: () => {
        if (kind === 'text' && dirty.current.has(field)) afterPress(() => check(field));
      },
      onInput: () => {
        if (kind !== 'text') return;
        watchPresses();
        dirty.current.add(field);
        // A shown message follows the typing, so it goes as soon as the value is right.
        if (errors[field]?.length) check(field);
      },
      onChange: () => {
        if (kind !== 'picked') return;
        dirty.current.add(field);
        check(field);
      },
    };
  };

  /** The <form>'s submit handler: checks every field, then sends the parsed values (once at a time). */
  const submit = (send: (values: z.output<S>) => Promise<unknown> | void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const current = values();
    const found = messagesOf(schema, current);
    fields.forEach((field) => dirty.current.add(field));
    setErrors(found);
    const invalid = fields.find((field) => found[field]?.length);
    if (invalid) {
      const target = event.currentTarget.elements.namedItem(invalid);
      // A group of boxes comes as a list: its first box.
      const first = target instanceof HTMLElement ? target : (target as RadioNodeList | null)?.[0];
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    void (async () => {
      try {
        await send(schema.parse(current));
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    })();
  };

  const showFieldErrors = (messages: Record<string, string>) => {
    const known = Object.entries(messages).filter(([field]) => fields.includes(field as F));
    setErrors((current) => ({ ...current, ...Object.fromEntries(known.map(([field, text]) => [field, [text]])) }));
  };

  const reset = () => {
    ref.current?.reset();
    dirty.current.clear();
    setErrors({});
  };

  return { name, ref, submitting, errors, idOf, helpIdOf, control, showFieldErrors, reset, submit } satisfies PlainForm<F> & {
    submit: typeof submit;
  };
}
