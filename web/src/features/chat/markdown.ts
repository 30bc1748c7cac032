// A small, safe Markdown reader for the consultant's answers: headings, paragraphs, bullet and numbered lists,
// code blocks and rules; bold, italic, inline code and http(s)/mailto links inside. It yields a tree that
// Markdown.tsx renders as React elements, so no model text is ever injected as HTML.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'code'; text: string }
  | { type: 'rule' };

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

// Alternatives, in order: **strong** / __strong__, `code`, [text](url), *em* / _em_ (not inside a word).
const INLINE =
  /\*\*(?=\S)([\s\S]*?\S)\*\*|__(?=\S)([\s\S]*?\S)__|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*(?=[^\s*])([^*]*?[^\s*])\*|(?<![A-Za-z0-9])_(?=[^\s_])([^_]*?[^\s_])_(?![A-Za-z0-9])/;

/** The inline content of one line or paragraph; a newline inside becomes a line break. */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  const pushText = (text: string) => {
    text.split('\n').forEach((part, i) => {
      if (i > 0) out.push({ type: 'break' });
      if (part) out.push({ type: 'text', text: part });
    });
  };
  let rest = source;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      pushText(rest);
      break;
    }
    if (m.index > 0) pushText(rest.slice(0, m.index));
    const [whole, strong1, strong2, code, linkText, href, em1, em2] = m;
    if (strong1 !== undefined || strong2 !== undefined) out.push({ type: 'strong', children: parseInline(strong1 ?? strong2) });
    else if (code !== undefined) out.push({ type: 'code', text: code });
    else if (linkText !== undefined) {
      const children = parseInline(linkText);
      if (SAFE_LINK.test(href)) out.push({ type: 'link', href, children });
      else out.push(...children);
    } else out.push({ type: 'em', children: parseInline(em1 ?? em2) });
    rest = rest.slice(m.index + whole.length);
  }
  return out;
}

const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^ {0,3}([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^ {0,3}(```|~~~)/;

/** The blocks of a Markdown text. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | undefined;

  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ type: 'list', ordered: list.ordered, start: list.start, items: list.items.map(parseInline) });
    list = undefined;
  };
  const addItem = (ordered: boolean, start: number, text: string) => {
    endParagraph();
    if (list && list.ordered !== ordered) endList();
    list ??= { ordered, start, items: [] };
    list.items.push(text);
  };

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (FENCE.test(line)) {
      endParagraph();
      endList();
      const fence = line.trim().slice(0, 3);
      const code: string[] = [];
      for (i += 1; i < lines.length && !lines[i].trim().startsWith(fence); i += 1) code.push(lines[i]);
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    if (!line.trim()) {
      endParagraph();
      endList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      endList();
      blocks.push({ type: 'heading', level: heading[1].length, children: parseInline(heading[2]) });
      continue;
    }
    if (RULE.test(line)) {
      endParagraph();
      endList();
      blocks.push({ type: 'rule' });
      continue;
    }
    const numbered = NUMBERED.exec(line);
    if (numbered) {
      addItem(true, Number(numbered[1]), numbered[2]);
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      addItem(false, 1, bullet[1]);
      continue;
    }
    if (list && /^\s+/.test(line)) {
      // An indented line continues the list's last item.
      list.items[list.items.length - 1] += `\n${line.trim()}`;
      continue;
    }
    endList();
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks;
}

/** The plain text of some inline content (for announcements and summaries). */
export function plainText(nodes: Inline[]): string {
  return nodes
    .map((n) => {
      switch (n.type) {
        case 'text':
        case 'code':
          return n.text;
        case 'break':
          return ' ';
        default:
          return plainText(n.children);
      }
    })
    .join('');
}
