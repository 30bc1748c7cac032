// The Markdown editor (spec document 2, 2.7): a toolbar (bold, italic, headings 1-3, bullet and numbered lists, image,
// link, paste with formatting), Edit and Preview tabs (the preview renders with the product's one renderer, at most
// 600 px high), the image, link and paste dialogs, Ctrl/Cmd+B, +I and +K, and HTML pasted into it opening the paste
// dialog. Works as an antd form control (value, onChange, id and the field's aria attributes).
import { useCallback, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, SnippetsOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Input, Tabs, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { CASE_STUDY_PREVIEW_MAX_HEIGHT_PX } from '@contracts/caseStudy';
import { MARKDOWN_EDITOR as T } from '@contracts/messages';
import { ScrollRegion } from '../../lib/ScrollRegion';
import { Markdown } from '../markdown/Markdown';
import { applyEdit, insertAt, insertBlock, toggleLinePrefix, toggleWrap, type Edit, type LinePrefix } from './edits';
import { ImageDialog } from './ImageDialog';
import { LinkDialog } from './LinkDialog';
import { looksLikeHtml } from './paste';
import { PasteDialog } from './PasteDialog';
import './markdownEditor.css';

export interface MarkdownEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  /** The textarea's id (antd's Form.Item gives the field's, so its label names the editor). */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  status?: 'error' | 'warning' | '';
  maxLength?: number;
  /** Stores an image in the site's assets and gives its URL: the image dialog then offers an upload. */
  uploadImage?: (file: File) => Promise<string>;
  /** The ref antd's Form.Item hands its control (React 19 passes it as a prop): it gets the textarea too. */
  ref?: Ref<TextAreaRef>;
}

type Dialog = { kind: 'image' | 'link' | 'paste'; start: number; end: number; initial: string };

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const keysFor = (key: string) => (isMac() ? `⌘${key}` : `Ctrl+${key}`);

function ToolButton({ label, shortcut, icon, children, onClick }: { label: string; shortcut?: string; icon?: ReactNode; children?: ReactNode; onClick: () => void }) {
  const title = shortcut ? T.shortcut(label, keysFor(shortcut)) : label;
  return (
    <Tooltip title={title}>
      <Button type="text" size="small" icon={icon} aria-label={label} aria-keyshortcuts={shortcut ? (isMac() ? `Meta+${shortcut}` : `Control+${shortcut}`) : undefined} onClick={onClick} className="markdown-editor-tool">
        {children}
      </Button>
    </Tooltip>
  );
}

export function MarkdownEditor({ value, onChange, id, maxLength, uploadImage, status, ref, ...aria }: MarkdownEditorProps) {
  const [own, setOwn] = useState(value ?? '');
  const text = value ?? own;
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const area = useRef<TextAreaRef>(null);
  // The form's ref must not replace the editor's own: the toolbar reads the selection through it.
  const setArea = useCallback(
    (node: TextAreaRef | null) => {
      area.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const selectAfter = useRef<[number, number] | null>(null);

  const element = () => area.current?.resizableTextArea?.textArea ?? null;
  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  // After a change made through React (not the browser's own insert), the selection the edit asked for.
  useLayoutEffect(() => {
    const el = element();
    if (!el || !selectAfter.current) return;
    el.focus();
    el.setSelectionRange(...selectAfter.current);
    selectAfter.current = null;
  }, [text]);

  const selection = () => {
    const el = element();
    return { text, start: el?.selectionStart ?? text.length, end: el?.selectionEnd ?? text.length };
  };

  /** One edit: through the browser's own insert where it has one (so Ctrl+Z undoes it), else as a new value. */
  const apply = (edit: Edit) => {
    const next = applyEdit(text, edit);
    if (maxLength !== undefined && next.length > maxLength) return;
    const el = element();
    // execCommand is the only way to edit a textarea that the browser's undo history records (jsdom has none).
    if (el && typeof document.execCommand === 'function') {
      el.focus();
      el.setSelectionRange(edit.from, edit.to);
      const inserted = edit.insert ? document.execCommand('insertText', false, edit.insert) : document.execCommand('delete');
      if (inserted && el.value === next) {
        el.setSelectionRange(...edit.select);
        return;
      }
    }
    selectAfter.current = edit.select;
    change(next);
  };

  const wrap = (marker: string, placeholder: string) => apply(toggleWrap(selection(), marker, placeholder));
  const prefix = (kind: LinePrefix) => apply(toggleLinePrefix(selection(), kind, kind.kind === 'heading' ? T.headingPlaceholder : T.listPlaceholder));
  const open = (kind: Dialog['kind'], initial?: string) => {
    const { start, end } = selection();
    setDialog({ kind, start, end, initial: initial ?? text.slice(start, end) });
  };
  const insert = (markdown: string) => {
    if (!dialog) return;
    const at = { text, start: dialog.start, end: dialog.end };
    setDialog(null);
    // The dialog gives focus back once it has closed; the edit then lands where the selection was.
    requestAnimationFrame(() => apply(dialog.kind === 'paste' && markdown.includes('\n') ? insertBlock(at, markdown) : insertAt(at, markdown)));
  };
  const cancel = () => {
    setDialog(null);
    requestAnimationFrame(() => element()?.focus());
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
    const key = e.key.toLowerCase();
    if (key === 'b') wrap('**', T.boldPlaceholder);
    else if (key === 'i') wrap('_', T.italicPlaceholder);
    else if (key === 'k') open('link');
    else return;
    e.preventDefault();
  };

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const html = e.clipboardData.getData('text/html');
    if (!html || !looksLikeHtml(html)) return;
    e.preventDefault();
    open('paste', html);
  };

  const toolbar = (
    <div role="toolbar" aria-label={T.toolbarLabel} aria-controls={id} className="markdown-editor-toolbar">
      <ToolButton label={T.bold} shortcut="B" icon={<BoldOutlined />} onClick={() => wrap('**', T.boldPlaceholder)} />
      <ToolButton label={T.italic} shortcut="I" icon={<ItalicOutlined />} onClick={() => wrap('_', T.italicPlaceholder)} />
      <span className="markdown-editor-divider" aria-hidden />
      {([1, 2, 3] as const).map((level) => (
        <ToolButton key={level} label={T.heading(level)} onClick={() => prefix({ kind: 'heading', level })}>
          <span aria-hidden>H{level}</span>
        </ToolButton>
      ))}
      <span className="markdown-editor-divider" aria-hidden />
      <ToolButton label={T.bulletList} icon={<UnorderedListOutlined />} onClick={() => prefix({ kind: 'bullet' })} />
      <ToolButton label={T.numberedList} icon={<OrderedListOutlined />} onClick={() => prefix({ kind: 'numbered' })} />
      <span className="markdown-editor-divider" aria-hidden />
      <ToolButton label={T.image} icon={<PictureOutlined />} onClick={() => open('image')} />
      <ToolButton label={T.link} shortcut="K" icon={<LinkOutlined />} onClick={() => open('link')} />
      <ToolButton label={T.paste} icon={<SnippetsOutlined />} onClick={() => open('paste', '')} />
    </div>
  );

  return (
    <div className={`markdown-editor${status === 'error' ? ' markdown-editor-error' : ''}`}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'edit' | 'preview')}
        size="small"
        items={[
          {
            key: 'edit',
            label: T.editTab,
            forceRender: true,
            children: (
              <>
                {toolbar}
                <Input.TextArea
                  {...aria}
                  ref={setArea}
                  id={id}
                  status={status || undefined}
                  value={text}
                  onChange={(e) => change(e.target.value)}
                  onKeyDown={onKeyDown}
                  onPaste={onPaste}
                  placeholder={T.placeholder}
                  autoSize={{ minRows: 12, maxRows: 30 }}
                  maxLength={maxLength}
                  spellCheck
                  className="markdown-editor-text"
                />
              </>
            ),
          },
          {
            key: 'preview',
            label: T.previewTab,
            children: (
              <ScrollRegion label={T.previewLabel} axis="y" className="markdown-editor-preview" style={{ maxHeight: CASE_STUDY_PREVIEW_MAX_HEIGHT_PX }}>
                {text.trim() ? <Markdown text={text} /> : <Typography.Text type="secondary">{T.previewEmpty}</Typography.Text>}
              </ScrollRegion>
            ),
          },
        ]}
      />
      <ImageDialog open={dialog?.kind === 'image'} initialAlt={dialog?.kind === 'image' ? dialog.initial : ''} uploadImage={uploadImage} onInsert={insert} onCancel={cancel} />
      <LinkDialog open={dialog?.kind === 'link'} initialText={dialog?.kind === 'link' ? dialog.initial : ''} onInsert={insert} onCancel={cancel} />
      <PasteDialog open={dialog?.kind === 'paste'} initialContent={dialog?.kind === 'paste' ? dialog.initial : ''} onInsert={insert} onCancel={cancel} />
    </div>
  );
}
