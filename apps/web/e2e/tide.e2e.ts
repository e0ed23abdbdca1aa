import { describe, expect, it } from 'vitest';
import type { Post, PostPoints } from '@highwater/core/api/posts';
import type { TideFound } from '@highwater/core/api/tides';
import { DEMO, DESKTOP } from './driver.ts';
import { peopleOfEachTest } from './people.ts';
import { SEVERITY_PROJECT, SeverityScreens } from './severity-driver.ts';

const people = peopleOfEachTest();

const HIGH_TIDE_LABEL =
  /^High tide (\d+ hours?( \d+ minutes?)?|\d+ minutes?) (before|after) sighting$|^High tide at the time of the sighting$/;

describe('the tide chart', () => {
  it('shows the water level around a coastal sighting with its labels and the tides link', async () => {
    const user = await people.signedInProfile(DEMO.ben, { viewport: DESKTOP });
    const screens = new SeverityScreens(user);
    const project = await user.projectBySlug(SEVERITY_PROJECT);
    const points = await user.apiGet<PostPoints>(
      `/api/v3/cx/local-projects/${project.id}/posts/points?from_date=2000-01-01`,
    );
    // A post whose nearest station is one of NOAA's, which the tides service has pages for.
    let postId: number | undefined;
    let tide: TideFound | undefined;
    for (const id of points.id.slice(0, 20)) {
      const answer = await screens.tideOf(project.id, id);
      if ('station' in answer && /^noaa\/\d{7}$/.test(answer.station.id)) {
        postId = id;
        tide = answer;
        break;
      }
    }
    if (postId === undefined || !tide) throw new Error('No demo post is near a NOAA station');
    expect(tide.levels.length).toBeGreaterThan(200);
    const post = await user.apiGet<Post>(`/api/v3/cx/local-projects/${project.id}/posts/${postId}`);

    await screens.openPost(postId);
    await screens.openDetails();
    const row = user.page.locator('.tide-view');
    await row.locator('.tide-chart').waitFor();
    expect(await row.locator('.tide-chart__sighting circle').count()).toBe(1);
    expect(await row.locator('.tide-chart__line--predicted').count()).toBeGreaterThan(0);
    // Every label of the chart fits inside it (the last time once ran past its right edge).
    const outside = await row.locator('.tide-chart text').evaluateAll((texts) =>
      texts
        .filter((text) => {
          const box = (text as SVGTextElement).getBBox();
          const chart = (text as SVGTextElement).ownerSVGElement?.viewBox.baseVal;
          return !chart || box.x < chart.x || box.x + box.width > chart.x + chart.width;
        })
        .map((text) => text.textContent),
    );
    expect(outside).toEqual([]);

    // Ben's system is imperial: the level at the sighting in feet, to two decimals.
    const feet = tide.levels[tide.closestIndex]!.level / 0.3048;
    const height = await row.locator('.tide-view__height').innerText();
    expect(height).toContain(`${(Math.round(feet * 100) / 100).toString()} ft at the sighting`);
    expect(height).toContain(`above ${tide.datum} (Mean Lower Low Water)`);

    const labels = await row.locator('.tide-view__highs li').allInnerTexts();
    expect(labels.length).toBe([tide.previous_high, tide.next_high].filter(Boolean).length);
    for (const label of labels) expect(label).toMatch(HIGH_TIDE_LABEL);
    if (tide.previous_high) expect(labels[0]).toMatch(/before sighting$/);

    expect(await row.innerText()).toContain(`${tide.station.name} station`);
    const link = new URL(
      (await row
        .getByRole('link', { name: 'Water levels on NOAA Tides & Currents' })
        .getAttribute('href')) ?? '',
    );
    expect(link.origin + link.pathname).toBe('https://tidesandcurrents.noaa.gov/waterlevels.html');
    expect(tide.station.id).toContain(link.searchParams.get('id'));
    expect(link.searchParams.get('timezone')).toBe('LST/LDT');
    const day = (time: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: post.time_zone.name })
        .format(time)
        .replaceAll('-', '');
    const observed = Date.parse(post.observed_at);
    expect(link.searchParams.get('bdate')).toBe(day(observed - 12 * 3_600_000));
    expect(link.searchParams.get('edate')).toBe(day(observed + 12 * 3_600_000));
  });
});
