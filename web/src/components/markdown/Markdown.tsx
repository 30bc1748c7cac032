// The product's one Markdown renderer (chat replies, case studies, the editor's preview): react-markdown with
// remark-gfm. Raw HTML in the text is never rendered (it shows as the text it is); links and images pass the rules of
// urls.ts, and a refused link is shown inert (its text, no address), a refused image as its alt text; a link to a path of
// the site moves within the app, a web link opens in a new tab. The text's top heading becomes `topHeading` (the page's
// own headings stay above it).
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components, type ExtraProps, type Options } from 'react-markdown';
import { Link as RouterLink, useInRouterContext } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { safeImageUrl, safeLinkUrl } from './urls';
import './markdown.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The part of a HAST node the heading shift reads. */
interface HastNode {
  type: string;
  tagName?: string;
  children?: HastNode[];
}

const HEADING = /^h([1-6])$/;

function headings(node: HastNode, found: HastNode[] = []): HastNode[] {
  if (node.type === 'element' && node.tagName && HEADING.test(node.tagName)) found.push(node);
  node.children?.forEach((child) => headings(child, found));
  return found;
}

/** A rehype plugin: the text's highest heading becomes `top`, the others keep their distance below it (at most h6). */
function shiftHeadings(top: HeadingLevel) {
  return () => (tree: HastNode) => {
    const found = headings(tree);
    const levels = found.map((node) => Number(HEADING.exec(node.tagName!)![1]));
    const highest = Math.min(...levels);
    found.forEach((node, i) => (node.tagName = `h${Math.min(6, top + levels[i]! - highest)}`));
  };
}

const urlTransform: Options['urlTransform'] = (url, key) => (key === 'src' ? safeImageUrl(url) : safeLinkUrl(url));

function Link({ node: _node, href, children, ...props }: ComponentProps<'a'> & ExtraProps) {
  const inRouter = useInRouterContext();
  if (!href) return <span className="md-inert-link">{children}</span>;
  // A path of this site moves within the app (no reload); '//host' leaves the site.
  if (inRouter && /^\/(?![/\\])/.test(href)) {
    return (
      <RouterLink {...props} to={href}>
        {children}
      </RouterLink>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a {...props} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function Image({ node: _node, src, alt, ...props }: ComponentProps<'img'> & ExtraProps) {
  if (!src) return alt ? <span className="md-inert-image">{alt}</span> : null;
  return <img {...props} src={src} alt={alt ?? ''} loading="lazy" decoding="async" referrerPolicy="no-referrer" />;
}

const COMPONENTS: Components = { a: Link, img: Image };

export interface MarkdownProps {
  /** The Markdown text. */
  text: string;
  /** Class of the wrapping element (it always has md-body). */
  className?: string;
  /** The level the text's highest heading is shown at; 2 by default (under the page's h1). */
  topHeading?: HeadingLevel;
}

export function Markdown({ text, className, topHeading = 2 }: MarkdownProps) {
  return (
    <div className={className ? `md-body ${className}` : 'md-body'}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[shiftHeadings(topHeading)]} urlTransform={urlTransform} components={COMPONENTS}>
        {text}
      </ReactMarkdown>
    </div>
  );
}

/** The text of some Markdown without its markup (for a screen reader's announcement): every element unwrapped. */
export function MarkdownText({ text }: { text: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} allowedElements={[]} unwrapDisallowed>
      {text}
    </ReactMarkdown>
  );
}
