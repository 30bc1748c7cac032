// The Case Studies tab and AI generation in jsdom (spec document 2, 2.6, 2.8, 4, 5 and 8): Published and Draft, Export
// only when some exist, the empty state and inline load error; the create dialog's rules word for word, the slug
// generated on Generate, on leaving the title and on create, Auto-suggest Tags, published; edit sends only the changed
// fields; a taken slug shown on the field and in the toast; delete after its confirmation; ?edit=<id>; and the Threads
// tab's Case Study dialog (prefilled, submit disabled on a blank field, the 'Case study generated' notice with Edit
// Case Study, the 'Invalid response' error).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminThread } from '@contracts/adminThreads';
import { generationTitle, type CaseStudyWire } from '@contracts/caseStudy';
import { ADMIN, CASE_STUDY_ADMIN as M, CASE_STUDY_TAB as T } from '@contracts/messages';
import { PATHS } from '../../web/src/app/paths';
import type { AuthUser } from '../../web/src/app/session';
import { AdminPanel } from '../../web/src/features/admin/AdminPanel';
import { findDialog } from './adminNetwork';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { json } from './fixtures';
import { admin, PageProviders } from './render';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

// The two tabs' chunks load once up front, as a browser has them cached after the first opening: the first test's
// wait is then for the list, not for module loading.
beforeAll(async () => {
  await Promise.all([import('../../web/src/features/admin/case-studies/CaseStudiesTab'), import('../../web/src/features/admin/threads/ThreadsTab')]);
});

const CONTENT = '## The problem\n\nAnts were coming through a gap in the kitchen wall every morning, in long trails to the pet food bowls.';

function study(overrides: Partial<CaseStudyWire> = {}): CaseStudyWire {
  return {
    id: 'cs-1',
    slug: 'kitchen-ant-trails',
    title: 'Kitchen ant trails',
    description: 'How a family stopped ants reaching the pet food without harsh chemicals.',
    content: CONTENT,
    date: '2025-04-02',
    read_time: '4 min read',
    tags: ['ants', 'residential'],
    featured: false,
    published_at: '2025-04-02T10:00:00.000Z',
    thread_id: null,
    created_at: '2025-04-01T10:00:00.000Z',
    updated_at: '2025-04-02T10:00:00.000Z',
    ...overrides,
  };
}

const thread: AdminThread = {
  id: 'thread-1234567890',
  title: 'Wasps in the loft',
  user_id: 'u-9',
  last_message_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T09:00:00.000Z',
  user: { id: 'u-9', email: 'wendy@example.com', display_name: 'Wendy' },
};

let me: AuthUser;
let seq = 0;
let fetchMock: ReturnType<typeof vi.fn>;
let studies: CaseStudyWire[];
type Call = { method: string; path: string; body?: Record<string, unknown> };
let calls: Call[];

/** The API as the tab uses it, over an in-memory list; `override` answers a call first when it returns a Response. */
function serve(override?: (call: Call) => Response | Promise<Response> | undefined) {
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    const url = new URL(path, 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: Call = { method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    if (url.pathname !== '/api/client-errors') calls.push(call);
    const answer = await override?.(call);
    if (answer) return answer;
    if (url.pathname === '/api/admin-case-study-management') {
      if (method === 'GET') return json(200, studies);
      if (method === 'POST') {
        const created = study({ ...(call.body as object), id: `cs-${studies.length + 1}`, read_time: String(call.body!.readTime), published_at: call.body!.published ? '2026-11-24T12:00:00.000Z' : null });
        studies = [created, ...studies];
        return json(201, { caseStudy: created });
      }
      if (method === 'PUT') {
        const { id, readTime, published, ...rest } = call.body as Record<string, unknown>;
        studies = studies.map((s) =>
          s.id === id ? { ...s, ...rest, ...(readTime ? { read_time: String(readTime) } : {}), ...(published === undefined ? {} : { published_at: published ? '2026-11-24T12:00:00.000Z' : null }) } : s,
        );
        return json(200, { caseStudy: studies.find((s) => s.id === id) });
      }
      if (method === 'DELETE') {
        studies = studies.filter((s) => s.id !== call.body!.id);
        return json(200, { deleted: true, id: call.body!.id });
      }
    }
    const one = /^\/api\/admin-case-study-management\/(.+)$/.exec(url.pathname);
    if (one) {
      const found = studies.find((s) => s.id === decodeURIComponent(one[1]!));
      return found ? json(200, { caseStudy: found }) : json(404, { error: { code: 'NotFound', message: M.notFound } });
    }
    if (url.pathname === '/api/admin/threads') return json(200, { threads: [thread] });
    if (url.pathname === '/api/admin/generate-case-study') {
      const draft = study({ id: 'cs-generated', slug: 'wasps-in-the-loft', title: String(call.body!.title), description: String(call.body!.description), published_at: null, thread_id: thread.id, tags: ['wasps'] });
      studies = [draft, ...studies];
      return json(201, { caseStudy: draft });
    }
    if (url.pathname === '/api/client-errors') return json(202, { fingerprint: 'x' });
    if (url.pathname === '/api/health') return json(200, { status: 'ok', time: '' });
    return json(404, { error: { code: 'NotFound', message: 'Not found' } });
  });
}

beforeEach(() => {
  me = { ...admin, id: `a-case-studies-${++seq}` };
  resetAmplifyMocks();
  amplifyAuth.fetchAuthSession.mockImplementation(async () => sessionWith({ sub: me.id, email: me.email, 'cognito:groups': ['admin'] }));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  studies = [study(), study({ id: 'cs-2', slug: 'office-mice', title: 'Office mice', published_at: null, tags: [] })];
  calls = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const writes = (method: string) => calls.filter((c) => c.method === method && c.path.startsWith('/api/admin'));
/**
 * The admin panel alone at /admin (not the whole app: its header, footer and lazy route layers added a thousand
 * elements that every query and every wait's re-check walked), waiting for the tab's heading by its text: a role
 * query computes the accessible name and visibility of each element of the page at every DOM change while it waits.
 */
const openPanel = (search: string) => {
  const router = createMemoryRouter([{ path: PATHS.admin, element: <AdminPanel /> }], { initialEntries: [`${PATHS.admin}${search}`] });
  return { ...render(<PageProviders initialUser={me}><RouterProvider router={router} /></PageProviders>), router };
};
const openTab = async (search = '?tab=case-studies') => {
  const view = openPanel(search);
  await screen.findByText(M.title, { selector: 'h2' });
  return view;
};
const row = (text: string) => screen.getByText(text).closest('tr')!;
/**
 * A button in the admin table, by its accessible name (its aria-label). Not *ByRole: under jsdom 29 a second
 * getComputedStyle of an antd button (whose style sets --ant-button-only-icon-size to inherit) walks its ancestors in
 * 2^depth steps (jsdom issue 4330), and the table's buttons sit 26 levels deep in the whole app, so Testing Library's
 * accessibility check on them runs for minutes. Dialogs and toasts are portals near the body: role queries stay there.
 */
const tableButton = (name: string) => screen.findByLabelText(name, { selector: 'button' });
/** The open dialog by its title (findDialog: under test antd gives every dialog title the same id). */
const dialogNamed = findDialog;

describe('the list', () => {
  it('shows each case study with its status, dates and actions, and offers the export', async () => {
    await openTab();
    await screen.findByText('Kitchen ant trails');
    expect(within(row('Kitchen ant trails')).getByText(M.published)).toBeTruthy();
    expect(within(row('Office mice')).getByText(M.draft)).toBeTruthy();
    expect(within(row('Kitchen ant trails')).getByText('kitchen-ant-trails')).toBeTruthy();
    expect(within(row('Kitchen ant trails')).getByText('Apr 1, 2025')).toBeTruthy();
    expect(within(row('Office mice')).getByLabelText(T.editLabel('Office mice'))).toBeTruthy();
    expect(screen.getByText(M.exportButton).closest('button')).toBeTruthy();
    expect(screen.getByText(ADMIN.showing(2, 2, T.noun))).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin-case-study-management')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([p]) => String(p)).find((p) => p.startsWith('/api/admin-case-study-management?'))).toBe('/api/admin-case-study-management?limit=100');
  });

  it('says when there are none, without the export', async () => {
    studies = [];
    await openTab();
    await screen.findByText(M.empty);
    expect(screen.queryByRole('button', { name: new RegExp(M.exportButton) })).toBeNull();
    expect(screen.getByRole('button', { name: new RegExp(M.add) })).toBeTruthy();
  });

  it('shows the inline load error', async () => {
    serve((call) => (call.path === '/api/admin-case-study-management' && call.method === 'GET' ? json(500, { error: { code: 'Internal', message: 'Something went wrong on our side.' } }) : undefined));
    await openTab();
    await screen.findByText(M.loadError);
  });
});

describe('the create dialog', () => {
  it('shows every rule, generates the slug, suggests tags, and creates a published case study', async () => {
    await openTab();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(M.add) }));
    const dialog = await dialogNamed(M.createTitle);
    expect((within(dialog).getByLabelText(M.fields.readTime) as HTMLInputElement).value).toBe('5 min read');
    expect((within(dialog).getByRole('checkbox', { name: M.fields.published }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: M.create }));
    await within(dialog).findByText(M.titleMin);
    await within(dialog).findByText(M.descriptionMin);
    await within(dialog).findByText(M.contentMin);
    expect(writes('POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(M.fields.slug), { target: { value: 'Bad Slug' } });
    await within(dialog).findByText(M.slugPattern);
    fireEvent.change(within(dialog).getByLabelText(M.fields.slug), { target: { value: 'ab' } });
    await within(dialog).findByText(M.slugMin);
    fireEvent.change(within(dialog).getByLabelText(M.fields.readTime), { target: { value: '' } });
    await within(dialog).findByText(M.readTimeRequired);
    fireEvent.change(within(dialog).getByLabelText(M.fields.title), { target: { value: 'x'.repeat(101) } });
    await within(dialog).findByText(M.titleMax);

    // The slug: Generate, and on leaving the title while the slug is empty.
    fireEvent.change(within(dialog).getByLabelText(M.fields.title), { target: { value: 'Wasps & bees: a loft nest!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.generateSlugLabel }));
    expect((within(dialog).getByLabelText(M.fields.slug) as HTMLInputElement).value).toBe('wasps-bees-a-loft-nest');
    fireEvent.change(within(dialog).getByLabelText(M.fields.slug), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(M.fields.title), { target: { value: 'Wasp nest removed from a family loft' } });
    fireEvent.blur(within(dialog).getByLabelText(M.fields.title));
    await waitFor(() => expect((within(dialog).getByLabelText(M.fields.slug) as HTMLInputElement).value).toBe('wasp-nest-removed-from-a-family-loft'));

    fireEvent.change(within(dialog).getByLabelText(M.fields.description), { target: { value: 'A wasp nest in a residential loft, removed safely in one visit.' } });
    fireEvent.change(within(dialog).getByLabelText(M.fields.readTime), { target: { value: '3 min read' } });
    fireEvent.change(within(dialog).getByLabelText(M.fields.content), { target: { value: `${CONTENT}\n\nThe wasps nested above a residential bedroom.` } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.autoSuggestTags }));
    await screen.findByText(T.tagsSuggested(3));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: M.fields.published }));
    fireEvent.click(within(dialog).getByRole('button', { name: M.create }));

    await screen.findByText(M.created);
    expect(writes('POST')).toHaveLength(1);
    expect(writes('POST')[0]!.body).toEqual({
      title: 'Wasp nest removed from a family loft',
      description: 'A wasp nest in a residential loft, removed safely in one visit.',
      slug: 'wasp-nest-removed-from-a-family-loft',
      readTime: '3 min read',
      date: '',
      content: `${CONTENT}\n\nThe wasps nested above a residential bedroom.`,
      published: true,
      featured: false,
      tags: ['ants', 'wasps', 'residential'],
    });
    await screen.findByText('Wasp nest removed from a family loft');
  });

  it('generates the slug on create when it is left empty', async () => {
    await openTab();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(M.add) }));
    const dialog = await dialogNamed(M.createTitle);
    fireEvent.change(within(dialog).getByLabelText(M.fields.description), { target: { value: 'Rats under a shop floor, kept out for good.' } });
    fireEvent.change(within(dialog).getByLabelText(M.fields.content), { target: { value: CONTENT } });
    // Typed in without leaving the field: the slug is still empty when Create is pressed.
    fireEvent.change(within(dialog).getByLabelText(M.fields.title), { target: { value: 'Shop floor rats' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.create }));
    await screen.findByText(M.created);
    expect(writes('POST')[0]!.body).toMatchObject({ slug: 'shop-floor-rats', published: false, tags: [] });
  });

  it('shows a taken slug on the field and in the toast, keeping what was typed', async () => {
    const taken = M.slugTaken('kitchen-ant-trails');
    serve((call) => (call.method === 'POST' && call.path === '/api/admin-case-study-management' ? json(409, { error: { code: 'Conflict', message: taken, fields: { slug: taken } } }) : undefined));
    await openTab();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(M.add) }));
    const dialog = await dialogNamed(M.createTitle);
    fireEvent.change(within(dialog).getByLabelText(M.fields.title), { target: { value: 'Kitchen ant trails again' } });
    fireEvent.change(within(dialog).getByLabelText(M.fields.slug), { target: { value: 'kitchen-ant-trails' } });
    fireEvent.change(within(dialog).getByLabelText(M.fields.description), { target: { value: 'The same trail came back the next spring.' } });
    fireEvent.change(within(dialog).getByLabelText(M.fields.content), { target: { value: CONTENT } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.create }));
    await screen.findByText(M.createFailed(taken));
    await within(dialog).findByText(taken);
    expect((within(dialog).getByLabelText(M.fields.title) as HTMLInputElement).value).toBe('Kitchen ant trails again');
  });
});

describe('edit and delete', () => {
  it('sends only the changed fields, and unpublishing clears the publication', async () => {
    await openTab();
    fireEvent.click(await tableButton(T.editLabel('Kitchen ant trails')));
    const dialog = await dialogNamed(M.editTitle);
    expect((within(dialog).getByLabelText(M.fields.title) as HTMLInputElement).value).toBe('Kitchen ant trails');
    expect((within(dialog).getByRole('checkbox', { name: M.fields.published }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(M.fields.title), { target: { value: 'Kitchen ant trails, solved' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: M.fields.published }));
    fireEvent.click(within(dialog).getByRole('button', { name: M.update }));
    await screen.findByText(M.updated);
    expect(writes('PUT').map((c) => c.body)).toEqual([{ id: 'cs-1', title: 'Kitchen ant trails, solved', published: false }]);
    await waitFor(() => expect(within(row('Kitchen ant trails, solved')).getByText(M.draft)).toBeTruthy());
  });

  it('deletes after the confirmation', async () => {
    await openTab();
    fireEvent.click(await tableButton(T.deleteLabel('Office mice')));
    const dialog = await dialogNamed(M.deleteTitle);
    expect(within(dialog).getByText(M.deleteConfirm('Office mice'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: M.delete }));
    await screen.findByText(M.deleted);
    expect(writes('DELETE').map((c) => c.body)).toEqual([{ id: 'cs-2' }]);
    await waitFor(() => expect(screen.queryByText('Office mice')).toBeNull());
  });

  it('opens ?edit=<id> in the edit dialog and drops it from the address', async () => {
    const { router } = await openTab('?edit=cs-2');
    const dialog = await dialogNamed(M.editTitle);
    expect((within(dialog).getByLabelText(M.fields.title) as HTMLInputElement).value).toBe('Office mice');
    expect(router.state.location.search).toBe('?tab=case-studies');
  });

  it('says once that an ?edit=<id> case study is not found', async () => {
    await openTab('?edit=cs-gone');
    await screen.findByText(M.notFound);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin-case-study-management/cs-gone')).toBe(true));
    expect(screen.getAllByText(M.notFound)).toHaveLength(1);
  });
});

describe('AI generation from a thread', () => {
  it('prefills the dialog, needs title and description, and offers Edit Case Study for 8 seconds', async () => {
    const { router } = openPanel('?tab=threads');
    fireEvent.click(await tableButton(`${M.generateAction}: Wasps in the loft`));
    const dialog = await dialogNamed(M.generationDialogTitle);
    const title = within(dialog).getByLabelText(M.fields.title) as HTMLInputElement;
    expect(title.value).toBe(generationTitle('Wasps in the loft'));
    expect(title.value).toBe('Case Study: Wasps in the loft');
    expect((within(dialog).getByLabelText(M.fields.description) as HTMLTextAreaElement).value).toBe(M.defaultDescription);
    const submit = within(dialog).getByRole('button', { name: M.generate });
    fireEvent.change(title, { target: { value: '   ' } });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(true));
    fireEvent.change(title, { target: { value: 'Case Study: Wasps in the loft' } });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);

    const notice = (await screen.findByText(M.generated)).closest('.ant-notification-notice') as HTMLElement;
    expect(writes('POST').find((c) => c.path === '/api/admin/generate-case-study')!.body).toEqual({ threadId: thread.id, userId: thread.user_id, title: 'Case Study: Wasps in the loft', description: M.defaultDescription });
    fireEvent.click(within(notice).getByRole('button', { name: M.editCaseStudy }));
    const edit = await dialogNamed(M.editTitle);
    expect((within(edit).getByLabelText(M.fields.title) as HTMLInputElement).value).toBe('Case Study: Wasps in the loft');
    expect(router.state.location.search).toBe('?tab=case-studies');
  });

  it("says 'Invalid response' when the answer has no case study", async () => {
    serve((call) => (call.path === '/api/admin/generate-case-study' ? json(200, { ok: true }) : undefined));
    openPanel('?tab=threads');
    fireEvent.click(await tableButton(`${M.generateAction}: Wasps in the loft`));
    const dialog = await dialogNamed(M.generationDialogTitle);
    // Ready the moment the dialog shows: the prefilled title and description count before the form reports them.
    const submit = within(dialog).getByRole('button', { name: M.generate }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await screen.findByText(M.generateFailed(M.invalidResponse));
    expect(screen.getByText('Failed to generate case study: Invalid response')).toBeTruthy();
  });
});

beforeEach(() => serve());
