// An entity's form in a dialog, written once: the fields a tab lists (label, input, the entity schema's rule for each),
// OK busy while the save runs, and the server's field errors (the API error's `fields`, keyed by the field's path as
// 'name' or 'contact_info.email') shown on the fields they name, the dialog left open with what was typed.
import type { ReactNode } from 'react';
import { Form, type FormInstance } from 'antd';
import { ADMIN } from '@contracts/messages';
import type { Schema } from '@contracts/zod';
import { ApiError } from '../../../api/client';
import { zodRule } from '../../../lib/zodRule';
import { AdminDialog } from './AdminDialog';

export type FieldPath = string | (string | number)[];

/** One field of a form dialog: its name (a path for a nested one), label and input; the schema gives its rule. */
export interface FormField {
  name: FieldPath;
  label: string;
  input: ReactNode;
  /** 'checked' for a switch or a checkbox. */
  valuePropName?: string;
  /** Shown as required (the schema still decides). */
  required?: boolean;
}

/** The server's field errors as the form's fields: 'locations.0.city' names ['locations', 0, 'city']. */
export function serverFieldErrors(error: unknown): { name: (string | number)[]; errors: string[] }[] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  return Object.entries(error.fields).map(([path, text]) => ({ name: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [text] }));
}

/** Shows the server's field errors of a failed save on `form`'s fields. */
export function showServerFieldErrors(form: FormInstance, outcome: { ok: boolean; error?: unknown }): void {
  if (!outcome.ok) form.setFields(serverFieldErrors(outcome.error) as never);
}

export interface FormDialogProps<V> {
  open: boolean;
  title: string;
  okText: string;
  schema: Schema;
  fields: readonly FormField[];
  initialValues: Partial<V>;
  busy?: boolean;
  /** Saves; resolves to whether it worked (the caller shows the toasts and closes on success). */
  onSubmit: (values: V) => Promise<{ ok: boolean; error?: unknown }>;
  onClose: () => void;
  /** Lays the form out (inside tabs, say); the form alone by default. */
  frame?: (form: ReactNode) => ReactNode;
  /** The form instance, when the tab needs it (to read or set a field itself). */
  form?: FormInstance<V>;
  /** Called when the fields do not pass their rules. */
  onInvalid?: () => void;
  /** Beside the form inside the dialog (a confirmation, say). */
  children?: ReactNode;
}

export function FormDialog<V extends object>({ open, title, okText, schema, fields, initialValues, busy, onSubmit, onClose, frame, form: given, onInvalid, children }: FormDialogProps<V>) {
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      // The rules' messages are on the fields already.
      onInvalid?.();
      return;
    }
    showServerFieldErrors(form, await onSubmit(values));
  };
  const body = (
    <Form<V> form={form} layout="vertical" initialValues={initialValues} disabled={busy} noValidate>
      {fields.map((field) => (
        <Form.Item
          key={String(field.name)}
          name={field.name}
          label={field.label}
          required={field.required}
          valuePropName={field.valuePropName}
          rules={[zodRule(schema, field.name)]}
        >
          {field.input}
        </Form.Item>
      ))}
    </Form>
  );
  return (
    <AdminDialog
      open={open}
      title={title}
      okText={okText}
      cancelText={ADMIN.cancel}
      onOk={() => void submit()}
      okButtonProps={{ loading: busy }}
      onClose={onClose}
      busy={busy}
    >
      {open && (frame ? frame(body) : body)}
      {children}
    </AdminDialog>
  );
}
