import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_STATION_FOUND } from '@highwater/core/api/tides';
import { TideView } from '@/features/post/tide/tide-view.tsx';
import { changeLanguage } from '@/i18n/setup.ts';
import { json } from '../helpers/api-calls.ts';
import { setupTestI18n } from '../helpers/i18n.ts';
import { post, project } from '../post-details/fixtures.ts';
import { renderPostPart } from '../post-details/render-post-part.tsx';

const SERVICE_MESSAGE = 'No data was found. This product may not be offered at this station.';

const renderTide = (error: string) =>
  renderPostPart(<TideView post={post} project={project} />, {
    answer: (url) =>
      url.pathname.endsWith(`/posts/${post.id}/tide`) ? json({ error }) : undefined,
  });

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('the tide row', { timeout: 20_000 }, () => {
  it('shows the tide service’s own message when the service fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderTide(SERVICE_MESSAGE);
    expect(
      await screen.findByText(
        `Tide levels are unavailable right now. The tide service says: ${SERVICE_MESSAGE}`,
      ),
    ).toBeTruthy();

    cleanup();
    await changeLanguage('es');
    await renderTide(SERVICE_MESSAGE);
    expect(
      await screen.findByText(new RegExp(`El servicio de mareas indica: ${SERVICE_MESSAGE}`)),
    ).toBeTruthy();
  });

  it('says there is no station in reach for NO_STATION_FOUND', async () => {
    await renderTide(NO_STATION_FOUND);
    expect(await screen.findByText('No tide station within 160 km of this sighting')).toBeTruthy();
  });
});
