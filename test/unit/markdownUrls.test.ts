// Link and image safety of rendered Markdown (spec document 2, 2.7): which addresses pass, that every spelling of a
// refused scheme (case, whitespace and controls inside it) stays refused, and that images come from the site's own
// assets alone, the one image source the CSP admits on every page.
import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeLinkUrl } from '../../web/src/components/markdown/urls';

describe('link safety', () => {
  it.each([
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['tel:+15551234567', 'tel:+15551234567'],
    ['/case-studies', '/case-studies'],
    ['#results', '#results'],
    ['guides/ants', 'guides/ants'],
    ['./ants', './ants'],
    ['../faq', '../faq'],
    ['?tag=ants', '?tag=ants'],
    ['guides/a:b', 'guides/a:b'],
    ['  https://example.com  ', 'https://example.com'],
  ])('allows %j', (url, expected) => {
    expect(safeLinkUrl(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript\t:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com',
    'blob:https://example.com/1',
    'java\u0000script:alert(1)',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(safeLinkUrl(url)).toBeNull();
  });
});

describe('image safety', () => {
  it.each([
    ['/public/case-studies/kitchen.jpg', '/public/case-studies/kitchen.jpg'],
    ['  /public/favicon-1.png', '/public/favicon-1.png'],
  ])('allows %j', (url, expected) => {
    expect(safeImageUrl(url)).toBe(expected);
  });

  it.each([
    'https://images.example.com/a.png',
    'HTTPS://127.0.0.1:9999/probe.png',
    '/public/%2e%2e/api/profile',
    '/public/%2E./api/profile',
    '/public\\..\\api',
    '/publicity/a.png',
    'http://images.example.com/a.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'DaTa:image/png;base64,iVBORw0KGgo=',
    '//evil.example/a.png',
    '/public/../api/profile',
    '/api/profile',
    'images/a.png',
    'vbscript:x',
  ])('refuses %j', (url) => {
    expect(safeImageUrl(url)).toBeNull();
  });
});
