// The editor's link dialog (spec document 2, 2.7): URL and link text (the URL when left empty); Insert needs a URL the
// renderer keeps live (http, https, mailto, tel, or a link within the site).
import { Form, Input } from 'antd';
import { MARKDOWN_EDITOR as T } from '@contracts/messages';
import { linkMarkdown } from './edits';
import { InsertDialog, UrlField } from './InsertDialog';
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
  return (
    <InsertDialog<LinkFields>
      open={open}
      title={T.linkTitle}
      name="markdown-link"
      form={form}
      initialValues={{ url: '', text: initialText }}
      toMarkdown={(values) => linkMarkdown(values.url, values.text ?? '')}
      onInsert={onInsert}
      onCancel={onCancel}
    >
      {(enter) => (
        <>
          <UrlField label={T.linkUrl} required={T.linkUrlRequired} unsafe={T.linkUrlUnsafe} safe={isInsertableLink} onEnter={enter} />
          <Form.Item name="text" label={T.linkText} extra={T.linkTextHelp}>
            <Input maxLength={200} onPressEnter={enter} />
          </Form.Item>
        </>
      )}
    </InsertDialog>
  );
}
