// The product's one Markdown renderer: what it renders (GFM, headings under the page's own, safe links and images), and
// the XSS vectors run against every place Markdown is rendered (PLACES: the renderer, a chat reply, a case study page):
// nothing runs, no unsafe address survives, and the text of a refused link stays readable (inert).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../web/src/app/AppProviders';
import { routes } from '../../web/src/app/routes';
import { RuntimeConfigProvider } from '../../web/src/app/runtimeConfig';
import { Markdown, MarkdownText } from '../../web/src/components/markdown/Markdown';
import { MessageList } from '../../web/src/features/chat/MessageList';
import { resetAmplifyMocks } from './amplifyMock';
import { json } from './fixtures';
import { testConfig } from './render';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);
afterEach(() => vi.unstubAllGlobals());

/** A case study's page whose body is `text`, as the API would send it. */
async function caseStudyPage(text: string): Promise<Element> {
  resetAmplifyMocks();
  const study = { id: 'x', slug: 'x', title: 'Vector', description: 'A case study whose body is the vector.', content: text, date: '2025-04-02', read_time: '1 min read', tags: [], featured: false, published_at: '2025-04-02', thread_id: null, created_at: '2025-04-02', updated_at: '2025-04-02' };
  vi.stubGlobal('fetch', vi.fn(async () => json(200, [study])));
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders config={testConfig} initialUser={null}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/case-studies/x'] })} />
      </AppProviders>
    </SWRConfig>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Vector' });
  return document.querySelector('.cs-body')!;
}

/** Every place the product renders Markdown: given the same text, each answers the element the Markdown is in. */
const PLACES: Array<[string, (text: string) => Element | Promise<Element>]> = [
  ['the renderer', (text) => render(<Markdown text={text} />).container.querySelector('.md-body')!],
  [
    'a chat reply',
    (text) =>
      render(
        <RuntimeConfigProvider config={testConfig}>
          <MessageList messages={[{ id: 'm1', role: 'assistant', content: text, createdAt: '2026-11-01T10:00:00.000Z' }]} />
        </RuntimeConfigProvider>,
      ).container.querySelector('.md-body')!,
  ],
  ['a case study page', caseStudyPage],
];

/** [name, Markdown, the text that must still be shown]. */
const XSS_VECTORS: Array<[string, string, string]> = [
  ['a javascript: link', '[click me](javascript:alert(1))', 'click me'],
  ['a mixed-case javascript: link', '[click me](JaVaScRiPt:alert(1))', 'click me'],
  ['an entity-encoded javascript: link', '[click me](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))', 'click me'],
  ['a hex-entity javascript: link with &colon;', '[click me](&#x6A;avascript&colon;alert(1))', 'click me'],
  ['a javascript: link with an encoded tab inside the scheme', '[click me](java&#x09;script:alert(1))', 'click me'],
  ['a javascript: link with an encoded newline inside the scheme', '[click me](<java&#10;script:alert(1)>)', 'click me'],
  ['a javascript: link in angle brackets', '[click me](<javascript:alert(1)>)', 'click me'],
  ['a javascript: autolink', '<javascript:alert(1)>', ''],
  ['a data: link', '[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'click me'],
  ['a mixed-case data: link', '[click me](DaTa:text/html,%3Cscript%3Ealert(1)%3C/script%3E)', 'click me'],
  ['a vbscript: link', '[click me](vbscript:msgbox(1))', 'click me'],
  ['a mixed-case vbscript: link', '[click me](VbScRiPt:msgbox(1))', 'click me'],
  ['a reference link to javascript:', '[click me][evil]\n\n[evil]: javascript:alert(1)', 'click me'],
  ['an entity-encoded reference link', '[click me][evil]\n\n[evil]: &#106;avascript:alert(1) "title"', 'click me'],
  ['a reference image to javascript:', '![a pest][evil]\n\n[evil]: javascript:alert(1)', 'a pest'],
  ['a data: image', '![a pest](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)', 'a pest'],
  ['an http image (not https)', '![a pest](http://images.example.com/a.png)', 'a pest'],
  ['a raw <img onerror>', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
  ['a raw <script>', '<script>alert(1)</script>', 'alert(1)'],
  ['a raw <a href=javascript:>', '<a href="javascript:alert(1)">click me</a>', 'click me'],
  ['a raw <iframe>', '<iframe src="https://evil.example"></iframe>', '<iframe'],
  ['a raw <svg onload>', '<svg onload=alert(1)></svg>', '<svg onload=alert(1)>'],
  ['an inline raw tag in a paragraph', 'Hello <b onmouseover="alert(1)">world</b>', 'world'],
  ['a link title that breaks out of its attribute', '[click me](https://example.com "x\\" onmouseover=\\"alert(1)")', 'click me'],
];

/** Whether an address would run script or load something the rules refuse. */
const UNSAFE = /^(javascript|vbscript|data):/i;
// eslint-disable-next-line no-control-regex
const bare = (url: string) => url.replace(/[\u0000-\u0020]/g, '');

describe.each(PLACES)('XSS vectors in %s', (_place, place) => {
  it.each(XSS_VECTORS)('%s renders inert', async (_name, text, shown) => {
    const body = await place(text);
    expect(body?.classList.contains('md-body')).toBe(true);
    expect(body.querySelector('script, iframe, object, embed, svg, form, input:not([type="checkbox"]), style, b')).toBeNull();
    for (const element of body.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) expect(attribute.startsWith('on'), `${element.tagName} ${attribute}`).toBe(false);
    }
    for (const link of body.querySelectorAll('a')) expect(bare(link.getAttribute('href') ?? '')).not.toMatch(UNSAFE);
    for (const image of body.querySelectorAll('img')) expect(image.getAttribute('src')).toMatch(/^(https:|\/public\/)/);
    expect(body.textContent).toContain(shown);
  });
});

describe('Markdown renderer', () => {
  it('renders headings under the page heading, lists, emphasis, code and GFM tables, strikethrough and task lists', () => {
    render(
      <Markdown
        text={[
          '# The problem',
          'A **busy** kitchen with _German_ cockroaches and `gel bait`.',
          '## Our approach',
          '- Monitor',
          '- Bait',
          '',
          '1. Seal',
          '2. Clean',
          '',
          '| Week | Catches |',
          '| --- | --- |',
          '| 1 | 40 |',
          '',
          '~~Spraying~~ and a task:',
          '',
          '- [x] Inspect',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'The problem' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Our approach' })).toBeTruthy();
    expect(screen.getByText('busy').tagName).toBe('STRONG');
    expect(screen.getByText('German').tagName).toBe('EM');
    expect(screen.getByText('gel bait').tagName).toBe('CODE');
    expect(screen.getAllByRole('list')).toHaveLength(3);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '40' })).toBeTruthy();
    expect(screen.getByText('Spraying').tagName).toBe('DEL');
    expect(screen.getByRole('checkbox')).toHaveProperty('disabled', true);
  });

  it('keeps the distance between heading levels from the chosen top level, never below h6', () => {
    render(<Markdown text={'### Top\n\n#### Next\n\n###### Deep'} topHeading={5} />);
    expect(screen.getByRole('heading', { level: 5, name: 'Top' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 6, name: 'Next' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 6, name: 'Deep' })).toBeTruthy();
  });

  it('leaves underscores inside words and lone asterisks alone', () => {
    const { container } = render(<Markdown text="snake_case_name and 2 * 3 * 4" />);
    expect(container.textContent).toBe('snake_case_name and 2 * 3 * 4');
    expect(container.querySelector('em, strong')).toBeNull();
  });

  it.each([
    ['https://example.com/guide', '_blank'],
    ['http://example.com/guide', '_blank'],
    ['mailto:help@example.com', null],
    ['tel:+15551234567', null],
    ['/case-studies', null],
    ['#results', null],
    ['guides/ants', null],
  ])('links to %s (opening a new tab: %s)', (href, target) => {
    render(<Markdown text={`[the link](${href})`} />);
    const link = screen.getByRole('link', { name: 'the link' });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe(target);
    if (target) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('moves within the app for a link to a path of the site', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Markdown text="See [the ant guide](/pests/ants) or [elsewhere](//example.com/a)." /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'elsewhere' }).getAttribute('href')).toBe('//example.com/a');
    await userEvent.setup().click(screen.getByRole('link', { name: 'the ant guide' }));
    expect(router.state.location.pathname).toBe('/pests/ants');
  });

  it('turns bare web addresses into links (GFM autolinks)', () => {
    render(<Markdown text="See www.example.com or https://example.org/a." />);
    expect(screen.getByRole('link', { name: 'www.example.com' }).getAttribute('href')).toBe('http://www.example.com');
    expect(screen.getByRole('link', { name: 'https://example.org/a' }).getAttribute('href')).toBe('https://example.org/a');
  });

  it('shows images from the site assets only, lazily, and any other (another host too) as its alt text', () => {
    render(<Markdown text={'![Gel bait](https://images.example.com/bait.png)\n\n![Kitchen](/public/case-studies/kitchen.jpg)\n\n![Refused](ftp://x/a.png)'} />);
    expect(screen.getByRole('img', { name: 'Kitchen' }).getAttribute('src')).toBe('/public/case-studies/kitchen.jpg');
    expect(screen.getByRole('img', { name: 'Kitchen' }).getAttribute('loading')).toBe('lazy');
    // An image on another host would make every reader's browser call it (a tracking pixel): the CSP refuses it too.
    for (const refused of ['Gel bait', 'Refused']) {
      expect(screen.queryByRole('img', { name: refused })).toBeNull();
      expect(screen.getByText(refused).className).toBe('md-inert-image');
    }
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('reads as plain text for an announcement', () => {
    const { container } = render(<MarkdownText text={'### What to do now\n1. **Seal** the [gaps](https://example.com)'} />);
    expect(container.querySelector('*')).toBeNull();
    expect(container.textContent).toContain('What to do now');
    expect(container.textContent).toContain('Seal the gaps');
  });
});
