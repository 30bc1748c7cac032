// The Markdown editor in jsdom (spec document 2, 2.7): named toolbar buttons, bold/italic/link shortcuts, the link and
// image dialogs with their rules and the upload, HTML pasted into the editor converted in the paste dialog, and the
// preview rendered by the product's renderer in a box at most 600 px high.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CASE_STUDY_PREVIEW_MAX_HEIGHT_PX } from '@contracts/caseStudy';
import { MARKDOWN_EDITOR as T } from '@contracts/messages';
import { MarkdownEditor } from '../../web/src/components/markdown-editor/MarkdownEditor';
import { htmlToText, looksLikeHtml, pastedMarkdown } from '../../web/src/components/markdown-editor/paste';
import { PageProviders, admin } from './render';

function Harness({ initial = '', uploadImage }: { initial?: string; uploadImage?: (file: File) => Promise<string> }) {
  const [value, setValue] = useState(initial);
  return (
    <PageProviders initialUser={admin}>
      <label htmlFor="content">Content</label>
      <MarkdownEditor id="content" value={value} onChange={setValue} uploadImage={uploadImage} />
      <output data-testid="value">{value}</output>
    </PageProviders>
  );
}

const value = () => screen.getByTestId('value').textContent;
const textarea = () => screen.getByLabelText('Content') as HTMLTextAreaElement;
function select(start: number, end: number) {
  const el = textarea();
  el.focus();
  el.setSelectionRange(start, end);
}

describe('the toolbar', () => {
  it('names every button and applies bold, italic, a heading and lists to the selection', async () => {
    render(<Harness initial="Ants march home" />);
    const toolbar = await screen.findByRole('toolbar', { name: T.toolbarLabel });
    for (const name of [T.bold, T.italic, T.heading(1), T.heading(2), T.heading(3), T.bulletList, T.numberedList, T.image, T.link, T.paste]) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
    select(5, 10);
    fireEvent.click(within(toolbar).getByRole('button', { name: T.bold }));
    expect(value()).toBe('Ants **march** home');
    expect([textarea().selectionStart, textarea().selectionEnd]).toEqual([7, 12]);
    fireEvent.click(within(toolbar).getByRole('button', { name: T.italic }));
    expect(value()).toBe('Ants **_march_** home');
    fireEvent.click(within(toolbar).getByRole('button', { name: T.heading(2) }));
    expect(value()).toBe('## Ants **_march_** home');
    fireEvent.click(within(toolbar).getByRole('button', { name: T.numberedList }));
    expect(value()).toBe('1. Ants **_march_** home');
  });

  it('has Ctrl+B and Ctrl+I (Cmd on a Mac) for bold and italic', async () => {
    render(<Harness initial="Seal the gaps" />);
    await screen.findByRole('toolbar');
    select(9, 13);
    fireEvent.keyDown(textarea(), { key: 'b', ctrlKey: true });
    expect(value()).toBe('Seal the **gaps**');
    select(0, 4);
    fireEvent.keyDown(textarea(), { key: 'i', metaKey: true });
    expect(value()).toBe('_Seal_ the **gaps**');
  });
});

/** The editor as the case study dialog has it: the control of an antd Form.Item (which hands it a ref). */
function FormHarness({ initial }: { initial: string }) {
  const [content, setContent] = useState(initial);
  return (
    <PageProviders initialUser={admin}>
      <Form initialValues={{ content: initial }} onValuesChange={(_, all: { content: string }) => setContent(all.content)}>
        <Form.Item name="content" label="Content">
          <MarkdownEditor />
        </Form.Item>
      </Form>
      <output data-testid="value">{content}</output>
    </PageProviders>
  );
}

describe('the toolbar in a form, with a real selection', () => {
  const caret = () => [textarea().selectionStart, textarea().selectionEnd];

  it('makes the selected word bold where it is and gives the focus back to the text', async () => {
    render(<FormHarness initial="Termites swarm in spring" />);
    const toolbar = await screen.findByRole('toolbar', { name: T.toolbarLabel });
    textarea().setSelectionRange(0, 8);
    fireEvent.click(within(toolbar).getByRole('button', { name: T.bold }));
    expect(value()).toBe('**Termites** swarm in spring');
    expect(document.activeElement).toBe(textarea());
    expect(caret()).toEqual([2, 10]);
  });

  it('makes the caret line a heading, with the caret still on its word', async () => {
    render(<FormHarness initial={'Intro\nTermites swarm \nEnd'} />);
    const toolbar = await screen.findByRole('toolbar', { name: T.toolbarLabel });
    textarea().setSelectionRange(8, 8);
    fireEvent.click(within(toolbar).getByRole('button', { name: T.heading(2) }));
    expect(value()).toBe('Intro\n## Termites swarm \nEnd');
    expect(document.activeElement).toBe(textarea());
    expect(caret()).toEqual([11, 11]);
  });

  it('puts a link at the caret, with the caret after it', async () => {
    render(<FormHarness initial={'Intro\n## Termites swarm \nEnd'} />);
    const toolbar = await screen.findByRole('toolbar', { name: T.toolbarLabel });
    textarea().setSelectionRange(24, 24);
    fireEvent.click(within(toolbar).getByRole('button', { name: T.link }));
    const dialog = await screen.findByRole('dialog', { name: T.linkTitle });
    fireEvent.change(within(dialog).getByLabelText(T.linkUrl), { target: { value: '/pests/termites' } });
    fireEvent.change(within(dialog).getByLabelText(T.linkText), { target: { value: 'guide' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.insert }));
    await waitFor(() => expect(value()).toBe('Intro\n## Termites swarm [guide](/pests/termites)\nEnd'));
    await waitFor(() => expect(document.activeElement).toBe(textarea()));
    expect(caret()).toEqual([48, 48]);
  });

  it('puts an image at the caret, with the caret after it', async () => {
    render(<FormHarness initial={'Intro\n## Termites swarm\nEnd'} />);
    const toolbar = await screen.findByRole('toolbar', { name: T.toolbarLabel });
    textarea().setSelectionRange(6, 6);
    fireEvent.click(within(toolbar).getByRole('button', { name: T.image }));
    const dialog = await screen.findByRole('dialog', { name: T.imageTitle });
    fireEvent.change(within(dialog).getByLabelText(T.imageUrl), { target: { value: '/public/case-studies/mud-tube.jpg' } });
    fireEvent.change(within(dialog).getByLabelText(T.imageAlt), { target: { value: 'Mud tube' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.insert }));
    const image = '![Mud tube](/public/case-studies/mud-tube.jpg)';
    await waitFor(() => expect(value()).toBe(`Intro\n${image}## Termites swarm\nEnd`));
    await waitFor(() => expect(document.activeElement).toBe(textarea()));
    expect(caret()).toEqual([6 + image.length, 6 + image.length]);
  });
});

describe('the link dialog', () => {
  it('opens with Ctrl+K on the selection, needs a safe URL, and links the selected text', async () => {
    render(<Harness initial="Read the FAQ first." />);
    await screen.findByRole('toolbar');
    select(9, 12);
    fireEvent.keyDown(textarea(), { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: T.linkTitle });
    expect((within(dialog).getByLabelText(T.linkText) as HTMLInputElement).value).toBe('FAQ');
    fireEvent.click(within(dialog).getByRole('button', { name: T.insert }));
    await within(dialog).findByText(T.linkUrlRequired);
    fireEvent.change(within(dialog).getByLabelText(T.linkUrl), { target: { value: 'JavaScript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.insert }));
    await within(dialog).findByText(T.linkUrlUnsafe);
    fireEvent.change(within(dialog).getByLabelText(T.linkUrl), { target: { value: '/faq' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.insert }));
    await waitFor(() => expect(value()).toBe('Read the [FAQ](/faq) first.'));
  });

  it('shows the URL as the text when the text is left empty', async () => {
    render(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: T.link }));
    const dialog = await screen.findByRole('dialog', { name: T.linkTitle });
    fireEvent.change(within(dialog).getByLabelText(T.linkUrl), { target: { value: 'tel:+441234567890' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.insert }));
    await waitFor(() => expect(value()).toBe('[tel:+441234567890](tel:+441234567890)'));
  });
});

describe('the image dialog', () => {
  it('needs a URL of our assets (no other host), previews it and inserts it with its alt text', async () => {
    render(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: T.image }));
    const dialog = await screen.findByRole('dialog', { name: T.imageTitle });
    expect(within(dialog).queryByRole('button', { name: T.imageUpload })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: T.insert }));
    await within(dialog).findByText(T.imageUrlRequired);
    fireEvent.change(within(dialog).getByLabelText(T.imageUrl), { target: { value: 'https://img.example/nest.jpg' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.insert }));
    await within(dialog).findByText(T.imageUrlUnsafe);
    fireEvent.change(within(dialog).getByLabelText(T.imageUrl), { target: { value: '/public/case-studies/nest.jpg' } });
    fireEvent.change(within(dialog).getByLabelText(T.imageAlt), { target: { value: 'An ant nest' } });
    expect(((await within(dialog).findByAltText('An ant nest')) as HTMLImageElement).getAttribute('src')).toBe('/public/case-studies/nest.jpg');
    fireEvent.click(within(dialog).getByRole('button', { name: T.insert }));
    await waitFor(() => expect(value()).toBe('![An ant nest](/public/case-studies/nest.jpg)'));
  });

  it('uploads a chosen file and fills in its address', async () => {
    const uploadImage = vi.fn(async (file: File) => `/public/case-studies/${file.name}`);
    render(<Harness uploadImage={uploadImage} />);
    fireEvent.click(await screen.findByRole('button', { name: T.image }));
    const dialog = await screen.findByRole('dialog', { name: T.imageTitle });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'wasp-nest.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText(T.imageUpload, { selector: 'input' }), { target: { files: [file] } });
    await waitFor(() => expect((within(dialog).getByLabelText(T.imageUrl) as HTMLInputElement).value).toBe('/public/case-studies/wasp-nest.png'));
    expect(uploadImage).toHaveBeenCalledWith(file);
    expect((within(dialog).getByLabelText(T.imageAlt) as HTMLInputElement).value).toBe('wasp-nest');
    await screen.findByText(T.imageUploaded);
    // The preview's alt text follows the field as it is typed.
    expect(within(dialog).getByAltText('wasp-nest')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(T.imageAlt), { target: { value: 'A wasp nest' } });
    expect(((await within(dialog).findByAltText('A wasp nest')) as HTMLImageElement).getAttribute('src')).toBe('/public/case-studies/wasp-nest.png');
    fireEvent.click(within(dialog).getByRole('button', { name: T.insert }));
    await waitFor(() => expect(value()).toBe('![A wasp nest](/public/case-studies/wasp-nest.png)'));
  });

  it('starts again from the selection each time it opens', async () => {
    render(<Harness initial="Ant nest under the patio" uploadImage={async (file) => `/public/case-studies/${file.name}`} />);
    select(0, 8);
    fireEvent.click(screen.getByRole('button', { name: T.image }));
    let dialog = await screen.findByRole('dialog', { name: T.imageTitle });
    expect((within(dialog).getByLabelText(T.imageAlt) as HTMLInputElement).value).toBe('Ant nest');
    fireEvent.change(within(dialog).getByLabelText(T.imageUpload, { selector: 'input' }), { target: { files: [new File(['x'], 'nest.png', { type: 'image/png' })] } });
    await waitFor(() => expect((within(dialog).getByLabelText(T.imageUrl) as HTMLInputElement).value).toBe('/public/case-studies/nest.png'));
    fireEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]:not([class*="-leave"])')).toBeNull());

    select(19, 24);
    fireEvent.click(screen.getByRole('button', { name: T.image }));
    dialog = await screen.findByRole('dialog', { name: T.imageTitle });
    expect((within(dialog).getByLabelText(T.imageUrl) as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText(T.imageAlt) as HTMLInputElement).value).toBe('patio');
  });

  it('says when the upload failed', async () => {
    render(<Harness uploadImage={() => Promise.reject(new Error('The image must be at most 2 MB.'))} />);
    fireEvent.click(await screen.findByRole('button', { name: T.image }));
    const dialog = await screen.findByRole('dialog', { name: T.imageTitle });
    fireEvent.change(within(dialog).getByLabelText(T.imageUpload, { selector: 'input' }), { target: { files: [new File(['x'], 'big.png', { type: 'image/png' })] } });
    await screen.findByText(T.imageUploadFailed);
    await screen.findByText('The image must be at most 2 MB.');
  });
});

describe('pasting', () => {
  const html = '<meta charset="utf-8"><h2>Treatment</h2><p>Use <strong>boric acid</strong> bait, see <a href="https://example.org/ants">this guide</a>.</p><ul><li>Seal gaps</li><li>Store food</li></ul><script>alert(1)</script><img src="data:image/png;base64,AAAA">';

  it('converts HTML to Markdown with turndown, or to plain text without formatting', () => {
    expect(looksLikeHtml(html)).toBe(true);
    expect(looksLikeHtml('Plain text with 3 < 4 and a > b')).toBe(false);
    expect(pastedMarkdown(html, true)).toBe('## Treatment\n\nUse **boric acid** bait, see [this guide](https://example.org/ants).\n\n-   Seal gaps\n-   Store food');
    expect(pastedMarkdown(html, false)).toBe(htmlToText(html));
    expect(htmlToText(html)).toBe('Treatment\nUse boric acid bait, see this guide.\nSeal gaps\nStore food');
    expect(pastedMarkdown('  **Already** Markdown  ', true)).toBe('**Already** Markdown');
  });

  it('opens the paste dialog when HTML is pasted into the editor and inserts the Markdown at the caret', async () => {
    render(<Harness initial={'Intro\n'} />);
    await screen.findByRole('toolbar');
    select(6, 6);
    fireEvent.paste(textarea(), { clipboardData: { getData: (type: string) => (type === 'text/html' ? html : 'Treatment') } });
    const dialog = await screen.findByRole('dialog', { name: T.pasteTitle });
    expect((within(dialog).getByLabelText(T.pasteContent) as HTMLTextAreaElement).value).toBe(html);
    expect(within(dialog).getByRole('switch', { name: T.keepFormatting }).getAttribute('aria-checked')).toBe('true');
    expect((await within(dialog).findByRole('region', { name: T.pasteResult })).textContent).toContain('## Treatment');
    fireEvent.click(within(dialog).getByRole('button', { name: T.insert }));
    await waitFor(() => expect(value()).toBe(`Intro\n\n${pastedMarkdown(html, true)}`));
  });

  it('leaves a plain-text paste to the browser, and needs content in the dialog', async () => {
    render(<Harness />);
    await screen.findByRole('toolbar');
    const event = fireEvent.paste(textarea(), { clipboardData: { getData: (type: string) => (type === 'text/plain' ? 'just text' : '') } });
    expect(event).toBe(true);
    expect(screen.queryByRole('dialog', { name: T.pasteTitle })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: T.paste }));
    const dialog = await screen.findByRole('dialog', { name: T.pasteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: T.insert }));
    await within(dialog).findByText(T.pasteRequired);
    fireEvent.change(within(dialog).getByLabelText(T.pasteContent), { target: { value: '<p>Line <em>one</em></p><p>Line two</p>' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: T.keepFormatting }));
    await waitFor(() => expect(within(dialog).getByRole('region', { name: T.pasteResult }).textContent).toBe('Line one\nLine two'));
    fireEvent.click(within(dialog).getByRole('button', { name: T.insert }));
    await waitFor(() => expect(value()).toBe('Line one\nLine two'));
  });
});

describe('the preview', () => {
  it('renders the Markdown in a named box at most 600 px high, without raw HTML', async () => {
    render(<Harness initial={'# Ant trouble\n\nSee [the guide](/pests/ants).\n\n<script>alert(1)</script>'} />);
    fireEvent.click(await screen.findByRole('tab', { name: T.previewTab }));
    const preview = await screen.findByRole('region', { name: T.previewLabel });
    expect(preview.style.maxHeight).toBe(`${CASE_STUDY_PREVIEW_MAX_HEIGHT_PX}px`);
    expect(within(preview).getByRole('heading', { name: 'Ant trouble' })).toBeTruthy();
    expect(within(preview).getByRole('link', { name: 'the guide' }).getAttribute('href')).toBe('/pests/ants');
    expect(preview.querySelector('script')).toBeNull();
  });

  it('says when there is nothing to preview', async () => {
    render(<Harness />);
    fireEvent.click(await screen.findByRole('tab', { name: T.previewTab }));
    await screen.findByText(T.previewEmpty);
  });
});
