// The consultant's Markdown as the chat reads it: headings, paragraphs, lists, code, bold, italic and safe links.
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, plainText } from '../../web/src/features/chat/markdown';

describe('markdown blocks', () => {
  it('reads headings, paragraphs, bullet and numbered lists', () => {
    const blocks = parseMarkdown('**Likely pest: Ants**\n\n**How to confirm:**\n- trails\n- nests\n\n### What to do now\n1. Clean\n2. Seal\n\nSource: Ant Guide');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'paragraph', 'list', 'heading', 'list', 'paragraph']);
    expect(blocks[2]).toMatchObject({ type: 'list', ordered: false, items: [[{ type: 'text', text: 'trails' }], [{ type: 'text', text: 'nests' }]] });
    expect(blocks[3]).toMatchObject({ type: 'heading', level: 3, children: [{ type: 'text', text: 'What to do now' }] });
    expect(blocks[4]).toMatchObject({ type: 'list', ordered: true, start: 1 });
  });

  it('keeps a numbered list starting elsewhere, continues indented lines, and reads code and rules', () => {
    const blocks = parseMarkdown('3. third\n   still third\n4. fourth\n\n---\n\n```\nnpm start\n```');
    expect(blocks[0]).toMatchObject({ type: 'list', ordered: true, start: 3 });
    const list = blocks[0];
    expect(list.type === 'list' && plainText(list.items[0])).toBe('third still third');
    expect(blocks[1]).toEqual({ type: 'rule' });
    expect(blocks[2]).toEqual({ type: 'code', text: 'npm start' });
  });

  it('joins the lines of a paragraph with line breaks', () => {
    expect(parseMarkdown('one\ntwo')).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'one' }, { type: 'break' }, { type: 'text', text: 'two' }] }]);
  });
});

describe('markdown inline', () => {
  it('reads bold, italic and inline code, nested', () => {
    expect(parseInline('a **bold _and italic_** `code` *em*')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'strong', children: [{ type: 'text', text: 'bold ' }, { type: 'em', children: [{ type: 'text', text: 'and italic' }] }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'code' },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'em' }] },
    ]);
  });

  it('leaves underscores inside words and lone asterisks alone', () => {
    expect(plainText(parseInline('snake_case_name and 2 * 3 * 4'))).toBe('snake_case_name and 2 * 3 * 4');
    expect(parseInline('snake_case_name')).toEqual([{ type: 'text', text: 'snake_case_name' }]);
  });

  it('links only to http(s) and mailto; anything else stays text', () => {
    expect(parseInline('[guide](https://example.com/a)')).toEqual([{ type: 'link', href: 'https://example.com/a', children: [{ type: 'text', text: 'guide' }] }]);
    expect(parseInline('[mail](mailto:a@b.c)')[0]).toMatchObject({ type: 'link', href: 'mailto:a@b.c' });
    expect(parseInline('[click](javascript:alert(1))')).not.toContainEqual(expect.objectContaining({ type: 'link' }));
    expect(plainText(parseInline('[click](javascript:alert)'))).toBe('click');
  });

  it('never produces markup from HTML in the text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ type: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });
});
