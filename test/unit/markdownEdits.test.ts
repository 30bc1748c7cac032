// The Markdown editor's edits (spec document 2, 2.7): bold and italic wrap and unwrap, headings and lists prefix and
// unprefix whole lines, image and link snippets escape what would break them, blocks keep a blank line around them.
import { describe, expect, it } from 'vitest';
import { applyEdit, imageMarkdown, insertAt, insertBlock, linkMarkdown, toggleLinePrefix, toggleWrap, type Edit, type Selection } from '../../web/src/components/markdown-editor/edits';

/** `|` marks the caret, `[` and `]` a selection. */
function sel(marked: string): Selection {
  if (marked.includes('|')) {
    const start = marked.indexOf('|');
    return { text: marked.replace('|', ''), start, end: start };
  }
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}

/** The text after the edit with its new selection marked the same way. */
function after(selection: Selection, edit: Edit): string {
  const text = applyEdit(selection.text, edit);
  const [a, b] = edit.select;
  return a === b ? `${text.slice(0, a)}|${text.slice(a)}` : `${text.slice(0, a)}[${text.slice(a, b)}]${text.slice(b)}`;
}

const run = (marked: string, edit: (s: Selection) => Edit) => {
  const s = sel(marked);
  return after(s, edit(s));
};

describe('bold and italic', () => {
  const bold = (s: Selection) => toggleWrap(s, '**', 'bold text');
  const italic = (s: Selection) => toggleWrap(s, '_', 'italic text');

  it('wraps the selection and keeps it selected', () => {
    expect(run('Ants [march] home', bold)).toBe('Ants **[march]** home');
    expect(run('Ants [march] home', italic)).toBe('Ants _[march]_ home');
  });

  it('writes a selected placeholder at the caret', () => {
    expect(run('Ants |', bold)).toBe('Ants **[bold text]**');
  });

  it('keeps the spaces at the edges of the selection outside the markers', () => {
    expect(run('Ants[ march ]home', bold)).toBe('Ants **[march]** home');
  });

  it('unwraps a selection that is already bold, selected with or without its markers', () => {
    expect(run('Ants **[march]** home', bold)).toBe('Ants [march] home');
    expect(run('Ants [**march**] home', bold)).toBe('Ants [march] home');
    expect(run('Ants _[march]_ home', italic)).toBe('Ants [march] home');
  });
});

describe('headings and lists', () => {
  const h = (level: 1 | 2 | 3) => (s: Selection) => toggleLinePrefix(s, { kind: 'heading', level }, 'Heading');
  const bullet = (s: Selection) => toggleLinePrefix(s, { kind: 'bullet' }, 'List item');
  const numbered = (s: Selection) => toggleLinePrefix(s, { kind: 'numbered' }, 'List item');

  it('makes the caret line a heading, changes its level, and removes it again', () => {
    expect(run('Intro\nThe prob|lem\nEnd', h(2))).toBe('Intro\n## The prob|lem\nEnd');
    expect(run('Intro\n## The prob|lem\nEnd', h(1))).toBe('Intro\n# The prob|lem\nEnd');
    expect(run('Intro\n# The prob|lem\nEnd', h(1))).toBe('Intro\nThe prob|lem\nEnd');
  });

  it('writes a selected placeholder on an empty line', () => {
    expect(run('Intro\n|', h(3))).toBe('Intro\n### [Heading]');
    expect(run('|', bullet)).toBe('- [List item]');
  });

  it('turns every selected line into a bullet, skipping blank ones, and back', () => {
    expect(run('[Seal gaps\n\nStore food]', bullet)).toBe('[- Seal gaps\n\n- Store food]');
    expect(run('[- Seal gaps\n- Store food]', bullet)).toBe('[Seal gaps\nStore food]');
  });

  it('numbers the selected lines in order, replacing bullets', () => {
    expect(run('[- Inspect\n- Treat\nFollow up]', numbered)).toBe('[1. Inspect\n2. Treat\n3. Follow up]');
    expect(run('[1. Inspect\n2. Treat]', numbered)).toBe('[Inspect\nTreat]');
  });

  it('works on the whole lines a selection touches', () => {
    expect(run('One\nTw[o\nThr]ee\nFour', bullet)).toBe('One\n[- Two\n- Three]\nFour');
  });
});

describe('images and links', () => {
  it('writes an image with its alt text, escaping brackets and spaces', () => {
    expect(imageMarkdown('https://img.example/ant nest.jpg', 'Ant [nest]')).toBe('![Ant \\[nest\\]](https://img.example/ant%20nest.jpg)');
    expect(imageMarkdown(' /public/case-studies/a.png ', '')).toBe('![](/public/case-studies/a.png)');
  });

  it('writes a link whose text defaults to the URL, escaping parentheses in the address', () => {
    expect(linkMarkdown('https://en.wikipedia.org/wiki/Ant_(disambiguation)', 'Ants')).toBe('[Ants](https://en.wikipedia.org/wiki/Ant_%28disambiguation%29)');
    expect(linkMarkdown('mailto:help@pestpilot.example', '  ')).toBe('[mailto:help@pestpilot.example](mailto:help@pestpilot.example)');
  });

  it('replaces the selection with a snippet and puts the caret after it', () => {
    expect(run('See [here] now', (s) => insertAt(s, '[here](/faq)'))).toBe('See [here](/faq)| now');
  });

  it('keeps a pasted block apart from the text around it by a blank line', () => {
    expect(run('Intro|Outro', (s) => insertBlock(s, '## Steps\n\n- One'))).toBe('Intro\n\n## Steps\n\n- One|\n\nOutro');
    expect(run('Intro\n|\nOutro', (s) => insertBlock(s, 'A\nB'))).toBe('Intro\n\nA\nB|\n\nOutro');
    expect(run('|', (s) => insertBlock(s, 'A\nB'))).toBe('A\nB|');
  });
});
