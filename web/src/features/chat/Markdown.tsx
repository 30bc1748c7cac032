// Renders the consultant's Markdown (parsed by markdown.ts) as React elements: no HTML from the model is injected.
// Its headings sit under the page's own: the message's top level becomes an h3.
import type { ReactNode } from 'react';
import { parseMarkdown, type Inline } from './markdown';

function inline(nodes: Inline[], key = ''): ReactNode[] {
  return nodes.map((node, i) => {
    const k = `${key}${i}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={k} />;
      case 'code':
        return <code key={k}>{node.text}</code>;
      case 'strong':
        return <strong key={k}>{inline(node.children, `${k}.`)}</strong>;
      case 'em':
        return <em key={k}>{inline(node.children, `${k}.`)}</em>;
      case 'link':
        return (
          <a key={k} href={node.href} target="_blank" rel="noopener noreferrer">
            {inline(node.children, `${k}.`)}
          </a>
        );
    }
  });
}

type HeadingTag = 'h3' | 'h4' | 'h5' | 'h6';

export function Markdown({ text }: { text: string }) {
  const blocks = parseMarkdown(text);
  const top = Math.min(6, ...blocks.map((b) => (b.type === 'heading' ? b.level : 6)));
  return (
    <div className="chat-markdown">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading': {
            const Tag = `h${Math.min(6, 3 + block.level - top)}` as HeadingTag;
            return <Tag key={i}>{inline(block.children)}</Tag>;
          }
          case 'paragraph':
            return <p key={i}>{inline(block.children)}</p>;
          case 'list': {
            const items = block.items.map((item, j) => <li key={j}>{inline(item)}</li>);
            return block.ordered ? (
              <ol key={i} start={block.start === 1 ? undefined : block.start}>
                {items}
              </ol>
            ) : (
              <ul key={i}>{items}</ul>
            );
          }
          case 'code':
            return (
              <pre key={i}>
                <code>{block.text}</code>
              </pre>
            );
          case 'rule':
            return <hr key={i} />;
        }
      })}
    </div>
  );
}
