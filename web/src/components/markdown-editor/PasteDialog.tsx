// The editor's paste dialog (spec document 2, 2.7): the content (text, or HTML as pasted into the editor) and the
// keep-formatting switch; what will be inserted is shown as Markdown before Insert. Insert needs content.
import { useMemo } from 'react';
import { Form, Input, Switch, Typography } from 'antd';
import { MARKDOWN_EDITOR as T } from '@contracts/messages';
import { InsertDialog } from './InsertDialog';
import { pastedMarkdown } from './paste';

interface PasteFields {
  content: string;
  keepFormatting: boolean;
}

/** The longest content the dialog takes (a long article's HTML, styles and all). */
export const PASTE_MAX_LENGTH = 500_000;

export interface PasteDialogProps {
  open: boolean;
  /** What was pasted into the editor (HTML when the clipboard had it), or empty when opened from the toolbar. */
  initialContent: string;
  onInsert: (markdown: string) => void;
  onCancel: () => void;
}

export function PasteDialog({ open, initialContent, onInsert, onCancel }: PasteDialogProps) {
  const [form] = Form.useForm<PasteFields>();
  const content: string = Form.useWatch('content', form) ?? '';
  const keep: boolean = Form.useWatch('keepFormatting', form) ?? true;
  const markdown = useMemo(() => (content.trim() ? pastedMarkdown(content, keep) : ''), [content, keep]);
  return (
    <InsertDialog<PasteFields>
      open={open}
      title={T.pasteTitle}
      name="markdown-paste"
      form={form}
      initialValues={{ content: initialContent, keepFormatting: true }}
      toMarkdown={(values) => pastedMarkdown(values.content, values.keepFormatting)}
      onInsert={onInsert}
      onCancel={onCancel}
      width={720}
    >
      {() => (
        <>
          <Form.Item name="content" label={T.pasteContent} extra={T.pasteContentHelp} rules={[{ required: true, whitespace: true, message: T.pasteRequired }]}>
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={PASTE_MAX_LENGTH} autoFocus={!initialContent} />
          </Form.Item>
          <Form.Item name="keepFormatting" label={T.keepFormatting} extra={T.keepFormattingHelp} valuePropName="checked">
            <Switch />
          </Form.Item>
          {markdown && (
            <div>
              <Typography.Text strong id="markdown-paste-result">
                {T.pasteResult}
              </Typography.Text>
              <pre className="markdown-editor-paste-result" role="region" aria-labelledby="markdown-paste-result" tabIndex={0}>
                {markdown}
              </pre>
            </div>
          )}
        </>
      )}
    </InsertDialog>
  );
}
