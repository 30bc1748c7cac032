// The plain forms' controls (lib/plainForm): a labelled field with its messages and hint, text and password inputs, a
// text area with its count, a select, tick boxes (one, or a group of them), the form's alert and its busy button, and
// the card a page puts its form in.
import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Icon } from '../icons';
import { PrivacyConsentLabel } from '../PrivacyConsentLabel';
import type { PlainForm } from './usePlainForm';
import './plainForm.css';

interface FieldProps<F extends string> {
  form: PlainForm<F>;
  field: F;
  label: ReactNode;
  /** Marked with the asterisk and aria-required (the default); an optional field says so in its label. */
  required?: boolean;
  /** A hint under the control (the password policy). */
  extra?: ReactNode;
}

const extraIdOf = <F extends string>(form: PlainForm<F>, field: F) => `${form.idOf(field)}_extra`;

/** A field's messages under its control, read out as they appear. */
function Help<F extends string>({ form, field }: { form: PlainForm<F>; field: F }) {
  const messages = form.errors[field] ?? [];
  if (!messages.length) return null;
  return (
    <div id={form.helpIdOf(field)} className="pf-field-error" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** A field's frame: its label (with the asterisk when required), its control, its messages and its hint. */
function Field<F extends string>({ form, field, label, required = true, extra, children, labelId, below }: FieldProps<F> & { children: ReactNode; labelId?: string; below?: ReactNode }) {
  const invalid = Boolean(form.errors[field]?.length);
  const className = required ? 'pf-label pf-label-required' : 'pf-label';
  return (
    <div className={invalid ? 'pf-field pf-field-invalid' : 'pf-field'}>
      {labelId ? (
        <span id={labelId} className={className}>
          {label}
        </span>
      ) : (
        <label htmlFor={form.idOf(field)} className={className}>
          {label}
        </label>
      )}
      {children}
      {below ? (
        <div className="pf-below">
          <Help form={form} field={field} />
          {below}
        </div>
      ) : (
        <Help form={form} field={field} />
      )}
      {extra && (
        <div id={extraIdOf(form, field)} className="pf-extra">
          {extra}
        </div>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'required'>;

/** A one-line text field (type email, tel, url ... as given). */
export function TextField<F extends string>({ form, field, label, required = true, extra, ...input }: FieldProps<F> & InputProps) {
  return (
    <Field form={form} field={field} label={label} required={required} extra={extra}>
      <input
        {...input}
        {...form.control(field, 'text', extra ? extraIdOf(form, field) : undefined)}
        className="pf-input"
        required={required}
        aria-required={required || undefined}
        defaultValue={input.defaultValue ?? ''}
      />
    </Field>
  );
}

/** A password field with its show/hide button. */
export function PasswordField<F extends string>({ form, field, label, extra, autoComplete }: FieldProps<F> & { autoComplete: string }) {
  const [revealed, setRevealed] = useState(false);
  const id = form.idOf(field);
  return (
    <Field form={form} field={field} label={label} extra={extra}>
      <div className="pf-input-wrap">
        <input
          {...form.control(field, 'text', extra ? extraIdOf(form, field) : undefined)}
          className="pf-input pf-input-password"
          type={revealed ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          aria-required
          defaultValue=""
        />
        {/* Its name stays 'Show password' (a label-less text, so the field alone is named by its label); aria-pressed tells its state. */}
        <button
          type="button"
          className="pf-reveal"
          aria-pressed={revealed}
          aria-controls={id}
          disabled={form.submitting}
          onClick={() => setRevealed((shown) => !shown)}
        >
          <Icon name={revealed ? 'eye' : 'eyeInvisible'} />
          <span className="sr-only">Show password</span>
        </button>
      </div>
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'id' | 'required' | 'maxLength'>;

/** A text of several lines with its count against its limit ('12 / 2000'). */
export function TextAreaField<F extends string>({ form, field, label, required = true, maxLength, ...area }: FieldProps<F> & TextAreaProps & { maxLength: number }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState(0);
  const control = form.control(field);
  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    // What was typed before the app took the page over counts too; a reset of the form empties it.
    setLength(area.value.length);
    const { form: owner } = area;
    const onReset = () => setLength(area.defaultValue.length);
    owner?.addEventListener('reset', onReset);
    return () => owner?.removeEventListener('reset', onReset);
  }, []);
  return (
    <Field
      form={form}
      field={field}
      label={label}
      required={required}
      below={
        <span className="pf-count" aria-hidden="true">
          {length} / {maxLength}
        </span>
      }
    >
      <textarea
        {...area}
        {...control}
        ref={ref}
        className="pf-input"
        maxLength={maxLength}
        required={required}
        aria-required={required || undefined}
        defaultValue=""
        onInput={() => {
          setLength(ref.current?.value.length ?? 0);
          control.onInput();
        }}
      />
    </Field>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A choice from a list (a native select), its empty first choice the placeholder. */
export function SelectField<F extends string>({
  form,
  field,
  label,
  options,
  placeholder,
  disabled,
  onPick,
}: FieldProps<F> & { options: readonly Choice[]; placeholder: string; disabled?: boolean; onPick?: (value: string) => void }) {
  const control = form.control(field, 'picked');
  return (
    <Field form={form} field={field} label={label}>
      <select
        {...control}
        className="pf-input"
        required
        aria-required
        disabled={control.disabled || disabled}
        defaultValue=""
        onChange={(event) => {
          onPick?.(event.target.value);
          control.onChange();
        }}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * Tick boxes for one field (its values, as the form's data gives them), in a labelled group; each box has its own id
 * (the field's and its value), so a box ticked before the app took the page over is found again (app/earlyInput.ts).
 */
export function CheckGroupField<F extends string>({ form, field, label, options }: FieldProps<F> & { options: readonly Choice[] }) {
  const { id, 'aria-invalid': invalid, 'aria-describedby': describedBy, ...box } = form.control(field, 'picked');
  const labelId = `${id}_label`;
  return (
    <Field form={form} field={field} label={label} labelId={labelId}>
      {/* The asterisk says it is required: aria-required is not allowed on a group (axe: aria-allowed-attr). */}
      <div id={id} role="group" aria-labelledby={labelId} aria-invalid={invalid} aria-describedby={describedBy} className="pf-checks">
        {options.map((option) => (
          <label key={option.value} className="pf-check">
            <input {...box} id={`${id}_${option.value}`} type="checkbox" value={option.value} defaultChecked={false} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </Field>
  );
}

/** One tick box (an agreement), its label the children. */
export function CheckField<F extends string>({ form, field, children }: { form: PlainForm<F>; field: F; children: ReactNode }) {
  const invalid = Boolean(form.errors[field]?.length);
  return (
    <div className={invalid ? 'pf-field pf-field-invalid' : 'pf-field'}>
      <label className="pf-check">
        <input {...form.control(field, 'picked')} type="checkbox" defaultChecked={false} />
        <span>{children}</span>
      </label>
      <Help form={form} field={field} />
    </div>
  );
}

/** The required 'I agree to the Privacy Policy' box (its field: consentToPrivacyPolicy). */
export function PrivacyConsentCheck({ form }: { form: PlainForm<'consentToPrivacyPolicy'> }) {
  return (
    <CheckField form={form} field="consentToPrivacyPolicy">
      <PrivacyConsentLabel />
    </CheckField>
  );
}

/** The form's own message (a failure, or a note), above its fields. */
export function FormAlert({ kind, children }: { kind: 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`pf-alert pf-alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <Icon name={kind === 'error' ? 'closeCircle' : 'infoCircle'} />
      <span>{children}</span>
    </div>
  );
}

/** The submit button: a spinner while the form is sent, when it also takes no second press (aria-disabled keeps its focus). */
export function SubmitButton({ busy, block, children }: { busy: boolean; block?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={block ? 'pp-btn pp-btn-primary pp-btn-block' : 'pp-btn pp-btn-primary'} aria-disabled={busy || undefined}>
      {busy && <span className="pp-btn-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A page's card with its form: a heading bar over the body (drawn like antd's Card). */
export function FormCard({ id, title, className, children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={className ? `pf-card ${className}` : 'pf-card'} aria-labelledby={id}>
      <h2 id={id} className="pf-card-head">
        {title}
      </h2>
      <div className="pf-card-body">{children}</div>
    </section>
  );
}
