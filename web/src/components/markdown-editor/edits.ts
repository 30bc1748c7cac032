// The Markdown editor's edits as plain functions of the text and its selection: emphasis that wraps (or unwraps) the
// selection, headings and lists that prefix (or unprefix) whole lines, and the image and link snippets.

/** The text and what is selected in it (start === end: the caret). */
export interface Selection {
  text: string;
  start: number;
  end: number;
}

/** Replace `from`..`to` with `insert`, then select `select` (positions in the new text). */
export interface Edit {
  from: number;
  to: number;
  insert: string;
  select: [number, number];
}

/** The text after an edit. */
export function applyEdit(text: string, edit: Edit): string {
  return text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
}

/**
 * Bold (`**`) or italic (`_`): wraps the selection, or a placeholder (selected, to type over) at the caret; a selection
 * already wrapped in the marker, inside or just outside it, is unwrapped.
 */
export function toggleWrap({ text, start, end }: Selection, marker: string, placeholder: string): Edit {
  const selected = text.slice(start, end);
  const m = marker.length;
  if (selected.length >= 2 * m && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(m, selected.length - m);
    return { from: start, to: end, insert: inner, select: [start, start + inner.length] };
  }
  if (start >= m && text.slice(start - m, start) === marker && text.slice(end, end + m) === marker && (marker !== '*' || text[start - m - 1] !== '*')) {
    return { from: start - m, to: end + m, insert: selected, select: [start - m, end - m] };
  }
  // Spaces at the edges stay outside the markers (`** bold**` is not bold in Markdown).
  const lead = selected.length - selected.trimStart().length;
  const trail = selected.length - selected.trimEnd().length;
  const core = selected.trim() || placeholder;
  const before = selected.trim() ? selected.slice(0, lead) : selected;
  const after = selected.trim() ? selected.slice(selected.length - trail) : '';
  const insert = `${before}${marker}${core}${marker}${after}`;
  const coreStart = start + before.length + m;
  return { from: start, to: end, insert, select: [coreStart, coreStart + core.length] };
}

/** What a block action puts before each line: `# ` for a heading, `- ` for a bullet, `1. ` for a numbered item. */
export type LinePrefix = { kind: 'heading'; level: 1 | 2 | 3 } | { kind: 'bullet' } | { kind: 'numbered' };

const HEADING = /^#{1,6}\s+/;
const BULLET = /^[-*+]\s+/;
const NUMBERED = /^\d+[.)]\s+/;
const ANY_PREFIX = /^(#{1,6}\s+|[-*+]\s+|\d+[.)]\s+)/;

function prefixOf(kind: LinePrefix, index: number): string {
  if (kind.kind === 'heading') return `${'#'.repeat(kind.level)} `;
  return kind.kind === 'bullet' ? '- ' : `${index + 1}. `;
}

function hasPrefix(line: string, kind: LinePrefix): boolean {
  if (kind.kind === 'heading') return new RegExp(`^#{${kind.level}}\\s+`).test(line) && !new RegExp(`^#{${kind.level + 1}}`).test(line);
  return (kind.kind === 'bullet' ? BULLET : NUMBERED).test(line);
}

/**
 * A heading or list over the whole lines the selection touches: each line gets the prefix (replacing another
 * heading or list prefix); when every non-empty line already has it, it is removed. On an empty line a placeholder is
 * written and selected.
 */
export function toggleLinePrefix({ text, start, end }: Selection, kind: LinePrefix, placeholder: string): Edit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const endOfLine = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const to = endOfLine === -1 ? text.length : endOfLine;
  const lines = text.slice(from, to).split('\n');
  const filled = lines.filter((line) => line.trim());
  if (filled.length === 0) {
    const prefix = prefixOf(kind, 0);
    const insert = `${prefix}${placeholder}`;
    return { from, to, insert, select: [from + prefix.length, from + insert.length] };
  }
  const remove = filled.every((line) => hasPrefix(line, kind));
  let n = 0;
  const changed = lines.map((line) => {
    if (!line.trim()) return line;
    const bare = line.replace(kind.kind === 'heading' ? HEADING : remove ? (kind.kind === 'bullet' ? BULLET : NUMBERED) : ANY_PREFIX, '');
    if (remove) return bare;
    const prefixed = prefixOf(kind, n) + bare;
    n += 1;
    return prefixed;
  });
  const insert = changed.join('\n');
  if (lines.length === 1 && start === end) {
    // A caret stays on its word: it moves by what the prefix added or removed, and never into the new prefix.
    const moved = start + insert.length - (to - from);
    const place = Math.min(Math.max(moved, from + (remove ? 0 : prefixOf(kind, 0).length)), from + insert.length);
    return { from, to, insert, select: [place, place] };
  }
  return { from, to, insert, select: [from, from + insert.length] };
}

/** Link and image targets: spaces and parentheses escaped so the address ends where it should. */
function target(url: string): string {
  return url.trim().replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** Text between square brackets: brackets and backslashes escaped. */
function bracketed(text: string): string {
  return text.replace(/[\\[\]]/g, (c) => `\\${c}`).replace(/\s*\n\s*/g, ' ');
}

/** `![alt](url)` */
export function imageMarkdown(url: string, alt: string): string {
  return `![${bracketed(alt.trim())}](${target(url)})`;
}

/** `[text](url)`; the text defaults to the URL. */
export function linkMarkdown(url: string, text: string): string {
  return `[${bracketed(text.trim() || url.trim())}](${target(url)})`;
}

/** Replace the selection with `snippet`; the caret goes after it. */
export function insertAt({ start, end }: Pick<Selection, 'start' | 'end'>, snippet: string): Edit {
  return { from: start, to: end, insert: snippet, select: [start + snippet.length, start + snippet.length] };
}

/** Replace the selection with a block (paragraphs, a list): a blank line keeps it apart from the text around it. */
export function insertBlock({ text, start, end }: Selection, block: string): Edit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const insert = `${lead}${block}${trail}`;
  const caret = start + lead.length + block.length;
  return { from: start, to: end, insert, select: [caret, caret] };
}
