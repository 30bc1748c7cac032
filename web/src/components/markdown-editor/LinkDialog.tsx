// The editor's link dialog (spec document 2, 2.7): URL and link text (the URL when left empty); Insert needs a URL the
// renderer keeps live (http, https, mailto, tel, or a link within the site).
import { Form, Input, Modal } from 'antd';
import { MARKDOWN_EDITOR as T } from '@contracts/messages';
import { linkMarkdown } from './edits';
import { isInsertableLink } from './safety';

interface LinkFields {
  url: string;
  text: string;
}

export interface LinkDialogProps {
  open: boolean;
  /** The selected text, offered as the link text. */
  initialText: string;
  onInsert: (markdown: string) => void;
  onCancel: () => void;
}

export function LinkDialog({ open, initialText, onInsert, onCancel }: LinkDialogProps) {
  const [form] = Form.useForm<LinkFields>();
  const submit = async () => {
    const values = await form.validateFields();
    onInsert(linkMarkdown(values.url, values.text ?? ''));
  };
  const enter = (e: React.KeyboardEvent) => {
    e.preventDefault();
    void submit().catch(() => undefined);
  };
  return (
    <Modal
      open={open}
      title={T.linkTitle}
      okText={T.insert}
      cancelText={T.cancel}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
      afterOpenChange={(visible) => visible && form.setFieldsValue({ url: '', text: initialText })}
    >
      <Form form={form} name="markdown-link" layout="vertical" initialValues={{ url: '', text: initialText }}>
        <Form.Item
          name="url"
          label={T.linkUrl}
          rules={[
            { required: true, whitespace: true, message: T.linkUrlRequired },
            { validator: (_, value: string) => (!value?.trim() || isInsertableLink(value.trim()) ? Promise.resolve() : Promise.reject(new Error(T.linkUrlUnsafe))) },
          ]}
        >
          <Input placeholder="https://" maxLength={2000} autoFocus inputMode="url" onPressEnter={enter} />
        </Form.Item>
        <Form.Item name="text" label={T.linkText} extra={T.linkTextHelp}>
          <Input maxLength={200} onPressEnter={enter} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
