// Pasted content into Markdown (spec document 2, 2.7): HTML (from a web page or a document) converted by turndown when
// formatting is kept, or reduced to its plain text when it is not; plain text is inserted as it is.
import TurndownService from 'turndown';

/** Whether the content is HTML rather than text (an element tag anywhere in it). */
export function looksLikeHtml(content: string): boolean {
  return /<([a-z][a-z0-9]*)\b[^>]*>/i.test(content);
}

/** Images only over https (a pasted page's data: and file: images would not show, and may be huge). */
const isWebImage = (src: string | null) => !!src && /^https:\/\//i.test(src.trim());

let service: TurndownService | undefined;
function converter(): TurndownService {
  if (service) return service;
  service = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced', emDelimiter: '_', strongDelimiter: '**', hr: '---' });
  // What a page carries that is not content: never text in the Markdown.
  service.remove(['script', 'style', 'head', 'title', 'meta', 'link', 'noscript', 'template', 'iframe', 'object', 'embed', 'form', 'button', 'select', 'textarea', 'input', 'svg', 'canvas'] as TurndownService.TagName[]);
  service.addRule('webImagesOnly', {
    filter: (node) => node.nodeName === 'IMG' && !isWebImage(node.getAttribute('src')),
    replacement: () => '',
  });
  return service;
}

/** The plain text of HTML: its blocks on their own lines, at most one blank line between them. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, head, template, noscript').forEach((node) => node.remove());
  doc.querySelectorAll('br').forEach((node) => node.replaceWith('\n'));
  doc.querySelectorAll('p, div, li, h1, h2, h3, h4, h5, h6, tr, blockquote, pre, section, article').forEach((node) => node.append('\n'));
  return (doc.body.textContent ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The Markdown that pasting `content` inserts. */
export function pastedMarkdown(content: string, keepFormatting: boolean): string {
  if (!looksLikeHtml(content)) return content.trim();
  if (!keepFormatting) return htmlToText(content);
  return converter().turndown(content).trim();
}
