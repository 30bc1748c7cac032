// Which pre-rendered pages the app hydrates (web/src/app/prerendered.ts): each at its rendered address and state (the
// sign-up form, not its e-mailed link's landing).
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

  it('hydrates the public forms, but not the sign-up page as the e-mailed link opens it', () => {
    for (const path of ['/login', '/register', '/contact', '/add-business']) expect(rendersPrerendered(at(path))).toBe(true);
    expect(rendersPrerendered(at('/register', '?confirm=1&email=pat%40example.com&code=1'))).toBe(false);
  });

  it('renders a page anew when the visit carries route state', () => {
    expect(rendersPrerendered(at('/login'), { usr: { email: 'someone@example.com' } })).toBe(false);
  });
});
