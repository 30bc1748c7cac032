// The boot's first routes (web/src/boot.tsx): the code a first render needs, the login page's included for a visitor
// who opened a signed-in page (RequireAuth sends them there), so it loads beside the rest rather than after a render.
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../web/src/app/paths';
import { firstRoutes } from '../../web/src/boot';

const paths = (location: string, signedIn: boolean) =>
  firstRoutes(new URL(location, 'http://localhost'), signedIn)
    .map((route) => route.path)
    .filter(Boolean);

describe('first routes', () => {
  it.each([PATHS.chat, PATHS.providers, PATHS.dashboard, PATHS.admin])("a visitor's on %s include the login page", (path) => {
    expect(paths(path, false)).toEqual(expect.arrayContaining([path, PATHS.login]));
  });

  it('a signed-in user on a signed-in page loads that page alone', () => {
    expect(paths(PATHS.chat, true)).not.toContain(PATHS.login);
  });

  it.each([PATHS.faq, PATHS.register, PATHS.caseStudies])("a visitor's on the public %s are that page's alone", (path) => {
    expect(paths(path, false)).not.toContain(PATHS.login);
  });
});
