// The admin console's shared helpers and User Management's rules (issue 12 §5): dates ('Unknown date', 'Invalid
// date'), the export (every page read in turn, CSV quoting and formula defusing, dated names), the tab from `?tab=`,
// and every validation message of section 5's user edit and the user calls.
import { describe, expect, it } from 'vitest';
import { adminUsersDeleteSchema, adminUsersPutSchema, adminUsersQuerySchema, userEditFormSchema } from '../../functions/contracts/adminUsers';
import { firstIssue } from '../../functions/contracts/zod';
import { ADMIN, ADMIN_USERS } from '../../functions/contracts/messages';
import { searchKeys, searchTokens, SUFFIX_STARTS_MAX } from '../../functions/lib/users/userDirectory';
import { absoluteDate, dayDate, relativeDate } from '../../web/src/features/admin/kit/dates';
import { collectAll, csvCell, exportFileName, toCsv } from '../../web/src/features/admin/kit/exportList';

describe('admin dates', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('says when a date is missing or does not parse', () => {
    for (const missing of [null, undefined, '']) {
      expect(relativeDate(missing, now)).toBe('Unknown date');
      expect(absoluteDate(missing)).toBe('Unknown date');
      expect(dayDate(missing)).toBe('Unknown date');
    }
    expect(relativeDate('not a date', now)).toBe('Invalid date');
    expect(absoluteDate('2026-13-45')).toBe('Invalid date');
    expect(ADMIN.unknownDate).toBe('Unknown date');
  });
  it('gives relative and absolute forms', () => {
    expect(relativeDate('2026-11-24T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeDate('2026-11-29T12:00:00Z', now)).toBe('in 5 days');
    expect(dayDate('2026-12-01T12:00:00Z')).toBe('Dec 1, 2026');
    expect(absoluteDate('2026-12-01T12:00:00Z')).toMatch(/^Dec 1, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
  });
});

describe('admin export', () => {
  it('reads every page in turn, handing each page the cursor the previous one gave', async () => {
    const asked: Array<[number, string | null]> = [];
    const rows = await collectAll(async (page, cursor) => {
      asked.push([page, cursor]);
      return { items: [page * 10 + 1, page * 10 + 2], pages: 3, cursor: `after-${page}` };
    });
    expect(rows).toEqual([11, 12, 21, 22, 31, 32]);
    expect(asked).toEqual([
      [1, null],
      [2, 'after-1'],
      [3, 'after-2'],
    ]);
  });
  it('stops at an empty page', async () => {
    expect(await collectAll(async () => ({ items: [], pages: 5 }))).toEqual([]);
  });
  it('quotes CSV cells and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('+1 713 555 0188')).toBe('+1 713 555 0188');
    expect(csvCell('+447700900123')).toBe('+447700900123');
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(csvCell('+1 713 555 0188 ')).toBe('+1 713 555 0188 ');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(csvCell(['a', 'b'])).toBe('a; b');
    expect(toCsv([{ n: 'Ann', t: 3 }], [{ header: 'Name', value: (r) => r.n }, { header: 'Tokens', value: (r) => r.t }])).toBe('Name,Tokens\r\nAnn,3\r\n');
  });
  it('names the file with the list and the date', () => {
    expect(exportFileName('users', 'csv', new Date(2026, 10, 4))).toBe('users-export-2026-11-04.csv');
    expect(exportFileName('users', 'json', new Date(2026, 0, 31))).toBe('users-export-2026-01-31.json');
  });
});

describe('admin tabs', () => {
  it('labels the tabs as the spec does, and the Audit Log (issue 31) after them', () => {
    expect(Object.values(ADMIN.tabs)).toEqual(['User Management', 'Provider Management', 'Lead Management', 'Threads', 'Case Studies', 'Provider Suggestions', 'Site Settings', 'Audit Log']);
  });
});

describe('user management rules (section 5)', () => {
  const issue = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : firstIssue(result.error as never);
  };
  const valid = { display_name: 'Ann Admin', role: 'user', token_balance: 0, monthly_token_allocation: 50 };
  it('checks the edit form with the spec’s messages', () => {
    expect(issue(userEditFormSchema, valid)).toBeUndefined();
    expect(issue(userEditFormSchema, { ...valid, display_name: 'A' })).toBe(ADMIN_USERS.displayNameMin);
    expect(issue(userEditFormSchema, { ...valid, display_name: ' A ' })).toBe(ADMIN_USERS.displayNameMin);
    expect(issue(userEditFormSchema, { ...valid, display_name: 'x'.repeat(101) })).toBe(ADMIN_USERS.displayNameMax);
    expect(issue(userEditFormSchema, { ...valid, role: 'owner' })).toBe(ADMIN_USERS.roleInvalid);
    expect(issue(userEditFormSchema, { ...valid, token_balance: -1 })).toBe(ADMIN_USERS.tokenBalanceInvalid);
    expect(issue(userEditFormSchema, { ...valid, token_balance: 2.5 })).toBe(ADMIN_USERS.tokenBalanceInvalid);
    expect(issue(userEditFormSchema, { ...valid, token_balance: null })).toBe(ADMIN_USERS.tokenBalanceInvalid);
    expect(issue(userEditFormSchema, { ...valid, monthly_token_allocation: -5 })).toBe(ADMIN_USERS.allocationInvalid);
  });
  it('tells the user calls apart and refuses what is none of them', () => {
    expect(issue(adminUsersPutSchema, { userId: 'abc-123', role: 'provider' })).toBeUndefined();
    expect(issue(adminUsersPutSchema, { userId: 'abc-123', reset_tokens: true, token_request_pending: false })).toBeUndefined();
    expect(issue(adminUsersPutSchema, { userIds: ['a1', 'b2'], bulk_reset_tokens: true })).toBeUndefined();
    expect(issue(adminUsersPutSchema, { userIds: ['a1'], bulk_update_role: true, role: 'admin' })).toBeUndefined();
    expect(issue(adminUsersPutSchema, { userIds: ['a1'], bulk_update_role: true })).toBe(ADMIN_USERS.roleInvalid);
    expect(issue(adminUsersPutSchema, { userId: 'abc-123' })).toBe(ADMIN_USERS.nothingToUpdate);
    expect(issue(adminUsersPutSchema, {})).toBe(ADMIN_USERS.userIdRequired);
    expect(issue(adminUsersPutSchema, { userIds: [], bulk_reset_tokens: true })).toBe(ADMIN_USERS.userIdsRequired);
    expect(issue(adminUsersPutSchema, { userIds: Array.from({ length: 101 }, (_, i) => `u${i}`), bulk_reset_tokens: true })).toBe(ADMIN_USERS.tooManyUsers);
    expect(issue(adminUsersPutSchema, { userId: 'bad\nid', role: 'user' })).toBe(ADMIN_USERS.userIdRequired);
    expect(issue(adminUsersDeleteSchema, { userId: 'a1', userIds: ['b2'] })).toBe(ADMIN_USERS.userIdRequired);
    expect(issue(adminUsersQuerySchema, { query: 'x'.repeat(101) })).toBe(ADMIN_USERS.queryTooLong);
    expect(adminUsersQuerySchema.parse({})).toMatchObject({ page: 1, limit: 10 });
  });
  it('finds a user by the e-mail and each word of the name', () => {
    expect(searchTokens({ email: 'Ann.Lee@Example.com', displayName: 'Ann-Marie  Lee' })).toEqual(['ann.lee@example.com', 'ann', 'marie', 'lee']);
  });
  it('stores every ending of the e-mail and of each word, so a search finds any part of them', () => {
    const stored = searchKeys({ email: 'Deb@G70951.example', displayName: 'Ann Lee' });
    for (const part of ['g70951.example', '70951', 'example', 'deb@g', 'nn', 'ee']) expect(stored.some((key) => key.startsWith(part))).toBe(true);
    expect(stored.some((key) => key.startsWith('ann lee'))).toBe(false);
    expect(new Set(stored).size).toBe(stored.length);
    // A long e-mail gives endings from its first SUFFIX_STARTS_MAX characters only: the cost of a user stays bounded.
    expect(searchKeys({ email: `${'x'.repeat(150)}@long.example`, displayName: '' })).toHaveLength(SUFFIX_STARTS_MAX);
  });
});

describe('threads tab rules (section 2.8)', async () => {
  const { adminReplySchema, adminThreadsQuerySchema, threadMatches, threadTitle, threadUserLabel } = await import('../../functions/contracts/adminThreads');
  const { ADMIN_THREADS } = await import('../../functions/contracts/messages');
  const thread = { id: 't1', title: 'Ants', user_id: 'abcdef123456', last_message_at: '', created_at: '', user: { id: 'abcdef123456', email: 'ann@x.example', display_name: 'Ann Lee' } };
  it('names the user by display name, else e-mail, else a shortened id, else Unknown', () => {
    expect(threadUserLabel(thread)).toBe('Ann Lee');
    expect(threadUserLabel({ ...thread, user: { ...thread.user, display_name: '' } })).toBe('ann@x.example');
    expect(threadUserLabel({ ...thread, user: null })).toBe('abcdef12...');
    expect(threadUserLabel({ user_id: '', user: null })).toBe('Unknown');
    expect(threadTitle('')).toBe('Untitled');
    expect(threadTitle('  ')).toBe(ADMIN_THREADS.untitled);
  });
  it('searches the loaded threads by title, user name or e-mail', () => {
    expect(threadMatches(thread, 'ants')).toBe(true);
    expect(threadMatches(thread, 'LEE')).toBe(true);
    expect(threadMatches(thread, 'x.example')).toBe(true);
    expect(threadMatches(thread, 'wasps')).toBe(false);
    expect(threadMatches(thread, ' ')).toBe(true);
  });
  it('offers 10, 50, 100 or 500 threads (default 50), newest first by default; a reply is non-blank', () => {
    expect(adminThreadsQuerySchema.parse({})).toEqual({ sort: 'newest', limit: 50 });
    expect(adminThreadsQuerySchema.parse({ sort: 'oldest', limit: '500' })).toEqual({ sort: 'oldest', limit: 500 });
    expect(adminThreadsQuerySchema.safeParse({ limit: '20' }).success).toBe(false);
    const blank = adminReplySchema.safeParse({ userId: 'u1', content: ' \n ' });
    expect(blank.success ? undefined : blank.error.issues[0]!.message).toBe('Please enter a message');
  });
});

describe('site settings rules (sections 2.9 and 5)', async () => {
  const { faviconFileProblem, faviconUploadSchema } = await import('../../functions/contracts/siteSettings');
  const { faviconType } = await import('../../functions/lib/settings/siteSettings');
  const { ADMIN_SETTINGS } = await import('../../functions/contracts/messages');
  it('asks for a file, and an image one', () => {
    expect(faviconFileProblem(null)).toEqual({ title: 'No file selected', description: 'Please select an image file first' });
    expect(faviconFileProblem({ type: 'text/plain', size: 10 })).toEqual({ title: 'Invalid file type', description: 'Please select an image file (PNG, JPG, SVG recommended)' });
    expect(faviconFileProblem({ type: 'image/png', size: 1024 * 1024 })).toBeUndefined();
    expect(faviconFileProblem({ type: 'image/png', size: 1024 * 1024 + 1 })).toEqual({ title: 'File too large', description: 'The file must be 1 MB or smaller.' });
    const claimed = faviconUploadSchema.safeParse({ fileName: 'a.png', contentType: 'text/plain', data: 'AAAA' });
    expect(claimed.success ? undefined : claimed.error.issues[0]!.message).toBe(ADMIN_SETTINGS.invalidType);
  });
  it('tells PNG, ICO, JPEG and SVG by their content, and nothing else', () => {
    expect(faviconType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(faviconType(Buffer.from([0, 0, 1, 0, 1, 0, 32, 32]))).toBe('ico');
    expect(faviconType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpg');
    expect(faviconType(Buffer.from('\uFEFF<?xml version="1.0"?><!-- icon --><!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(faviconType(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
    expect(faviconType(Buffer.from('just text'))).toBeUndefined();
    expect(faviconType(Buffer.from([0, 0, 1, 0, 0, 0]))).toBeUndefined();
  });
});
