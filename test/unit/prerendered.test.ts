// Which pre-rendered pages the app hydrates (web/src/app/prerendered.ts): the plain ones at their rendered address and
// state; the public forms, drawn with antd, it renders anew over their painted markup.
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, prerenderedFile, rendersPrerendered } from '../../web/src/app/prerendered';

const at = (path: string, search = '') => ({ pathname: path, search });

describe('pre-rendered pages', () => {
  it('pre-renders every public page a visitor can open without signing in', () => {
    const paths = PRERENDERED_PAGES.map((page) => page.path);
    for (const path of ['/', '/register', '/contact', '/add-business', '/case-studies', '/knowledgebase', '/faq', '/pests/ants']) {
      expect(paths).toContain(path);
    }
    expect(paths).not.toContain('/chat');
    expect(prerenderedFile('/add-business')).toBe('add-business.html');
  });

  it('hydrates the case study list only as it was rendered: no search, all categories', () => {
    expect(rendersPrerendered(at('/case-studies'))).toBe(true);
    expect(rendersPrerendered(at('/case-studies', '?category=all'))).toBe(true);
    expect(rendersPrerendered(at('/case-studies', '?search=termites'))).toBe(false);
    expect(rendersPrerendered(at('/case-studies', '?category=ants'))).toBe(false);
  });

  it('renders the forms drawn with antd anew, at any address', () => {
    for (const path of ['/register', '/contact', '/add-business']) {
      expect(PRERENDERED_PAGES.find((page) => page.path === path)?.antd).toBe(true);
      expect(rendersPrerendered(at(path))).toBe(false);
    }
    expect(rendersPrerendered(at('/login'))).toBe(true);
  });

  it('renders a page anew when the visit carries route state', () => {
    expect(rendersPrerendered(at('/login'), { usr: { email: 'someone@example.com' } })).toBe(false);
  });
});
