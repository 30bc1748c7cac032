// The frame of the editor's insert dialogs (link, image, paste): a form that starts again from the dialog's initial
// values each time it opens, Insert (the fields validated, then their Markdown inserted; Enter in a one-line field
// does the same) and Cancel; and the URL field the link and image dialogs share.
import type { KeyboardEvent, ReactNode } from 'react';
import { Form, Input, Modal, type FormInstance } from 'antd';
import { MARKDOWN_EDITOR as T } from '@contracts/messages';
import { useOnOpen } from '../../lib/useOnOpen';

/** The longest URL the dialogs take. */
const URL_MAX_LENGTH = 2000;

/** Validates the fields and inserts their Markdown; a field's error stays shown on the field. */
async function insertFrom<F>(form: FormInstance<F>, toMarkdown: (values: F) => string, onInsert: (markdown: string) => void) {
  const values = await form.validateFields().catch(() => undefined);
  if (values) onInsert(toMarkdown(values));
}

export interface InsertDialogProps<F> {
  open: boolean;
  title: string;
  /** The form's name: the prefix of its fields' ids. */
  name: string;
  form: FormInstance<F>;
  /** The fields' values each time the dialog opens. */
  initialValues: F;
  /** The Markdown the validated fields insert. */
  toMarkdown: (values: F) => string;
  onInsert: (markdown: string) => void;
  onCancel: () => void;
  width?: number;
  /** Insert held back (while an upload runs). */
  busy?: boolean;
  /** The fields; `enter` is the Enter key of a one-line field. */
  children: (enter: (e: KeyboardEvent) => void) => ReactNode;
}

export function InsertDialog<F extends object>({ open, title, name, form, initialValues, toMarkdown, onInsert, onCancel, width, busy = false, children }: InsertDialogProps<F>) {
  useOnOpen(open, () => form.setFieldsValue(initialValues as Parameters<FormInstance<F>['setFieldsValue']>[0]));
  const insert = () => void insertFrom(form, toMarkdown, onInsert);
  const enter = (e: KeyboardEvent) => {
    e.preventDefault();
    insert();
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={T.insert}
      cancelText={T.cancel}
      onOk={insert}
      okButtonProps={{ disabled: busy }}
      onCancel={onCancel}
      width={width}
      destroyOnHidden
    >
      <Form<F> form={form} name={name} layout="vertical" initialValues={initialValues}>
        {children(enter)}
      </Form>
    </Modal>
  );
}

export interface UrlFieldProps {
  label: string;
  /** The message when it is left empty. */
  required: string;
  /** The message for an address the renderer would not keep. */
  unsafe: string;
  /** Whether the renderer keeps this address. */
  safe: (url: string) => boolean;
  onEnter: (e: KeyboardEvent) => void;
}

/** The `url` field: given, and an address the renderer keeps. */
export function UrlField({ label, required, unsafe, safe, onEnter }: UrlFieldProps) {
  return (
    <Form.Item
      name="url"
      label={label}
      rules={[
        { required: true, whitespace: true, message: required },
        { validator: (_, value: string) => (!value?.trim() || safe(value) ? Promise.resolve() : Promise.reject(new Error(unsafe))) },
      ]}
    >
      <Input placeholder="https://" maxLength={URL_MAX_LENGTH} autoFocus inputMode="url" onPressEnter={onEnter} />
    </Form.Item>
  );
}
