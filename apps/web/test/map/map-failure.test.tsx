import '../helpers/dom-polyfills.ts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MapControls } from '@/features/project-map/map/map-controls.tsx';
import { MapNotices } from '@/features/project-map/map/map-notices.tsx';
import { useMapInstance } from '@/lib/map/use-map-instance.ts';
import { setupTestI18n } from '../helpers/i18n.ts';

const loadFailure = new Error('Failed to initialize WebGL: context lost (0x0500)');
vi.mock('@/lib/map/load-maplibre.ts', () => ({
  loadMapLibre: () => Promise.reject(loadFailure),
}));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

/** A map screen's body reduced to the map and its notices. */
function FailingMap() {
  const container = useRef<HTMLDivElement>(null);
  const { handle, failure } = useMapInstance(container, () => ({}));
  return (
    <div ref={container}>
      <MapControls map={handle?.map ?? null}>
        <button type="button">Help</button>
      </MapControls>
      <MapNotices
        loading={false}
        loadFailed={false}
        clustered={false}
        baseNotice={null}
        baseLayer="street"
        failure={failure}
      />
    </div>
  );
}

describe('a map that cannot be shown', () => {
  it('says so in words and keeps the library’s message for the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<FailingMap />);
    await waitFor(() =>
      expect(
        screen.getByText('The map could not be shown. Reload the page to try again.'),
      ).toBeTruthy(),
    );
    expect(document.body.textContent).not.toContain('WebGL');
    // The screen's own map buttons (the phone's help) stay within reach without a map.
    expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith(loadFailure);
    consoleError.mockRestore();
  });
});
