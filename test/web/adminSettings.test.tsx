// Site Settings in jsdom (issue 31 §7): a favicon over 1 MB is refused in the browser, in the product's words, before
// anything is sent (the server's body limit answered it with 'The request is too large.').
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contracts/api';
import { ADMIN_SETTINGS } from '@contracts/messages';
import { FAVICON_MAX_BYTES } from '@contracts/siteSettings';
import SettingsTab from '../../web/src/features/admin/settings/SettingsTab';
import { adminStage, endsWith, json, toast } from './adminNetwork';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

afterEach(() => vi.unstubAllGlobals());

describe('the favicon', () => {
  it('refuses a file over 1 MB when it is chosen, and sends nothing', async () => {
    const { calls, renderTab } = adminStage({ [`GET ${API.siteSettings}`]: json(200, { favicon_url: null }) });
    renderTab(<SettingsTab />);
    await screen.findByText(ADMIN_SETTINGS.noCurrent);
    const big = new File([new Uint8Array(FAVICON_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(ADMIN_SETTINGS.choose, { selector: 'input' }), { target: { files: [big] } });
    await toast(ADMIN_SETTINGS.tooLarge);
    expect(screen.getByText(ADMIN_SETTINGS.tooLargeTitle)).toBeTruthy();
    expect(screen.queryByText(`${ADMIN_SETTINGS.chosen}: huge.png`)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: endsWith(ADMIN_SETTINGS.upload) }));
    await toast(ADMIN_SETTINGS.noFile);
    expect(calls('PUT', API.adminFavicon)).toHaveLength(0);
  });
});
