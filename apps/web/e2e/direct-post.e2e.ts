import { describe, expect, it } from 'vitest';
import type { PostsPage } from '@highwater/core/api/posts';
import type { ProjectSummary } from '@highwater/core/api/projects';
import { DEMO } from './driver.ts';
import { peopleOfEachTest } from './people.ts';
import { apiGet, postPanel } from './post-driver.ts';

const people = peopleOfEachTest();

describe('a direct link to a post', () => {
  it('opens a post of any of the user’s projects on that project’s map', async () => {
    const ben = await people.signedInProfile(DEMO.ben);
    const projects = await apiGet<ProjectSummary[]>(ben, '/api/v3/cx/local-projects');
    // The last project in the list, so that it is not simply the first one tried.
    const project = projects.at(-1)!;
    const page = await apiGet<PostsPage>(
      ben,
      `/api/v3/cx/local-projects/${project.id}/posts?from_date=2000-01-01&limit=1`,
    );
    const post = page.results[0]!;

    await ben.visit(`/posts/${post.id}`);
    await ben.page.waitForURL((url) => /\/map\/\d+$/.test(url.pathname));
    expect(ben.path()).toMatch(new RegExp(`/${project.slug}/map/${post.id}$`));
    await postPanel(ben, post.id).waitFor();
    // The search replaced the direct address: Back does not return to it.
    await ben.page.goBack();
    await ben.page.waitForURL((url) => !url.pathname.includes('/map/'));
    expect(ben.path()).not.toBe(`/posts/${post.id}`);
  });

  it('says a post of another client group is not to be found', async () => {
    const ana = await people.signedInProfile(DEMO.ana);
    const anas = await apiGet<ProjectSummary[]>(ana, '/api/v3/cx/local-projects');
    const ben = await people.signedInProfile(DEMO.ben);
    const bens = await apiGet<ProjectSummary[]>(ben, '/api/v3/cx/local-projects');
    const foreign = anas.find(
      (project) => !bens.some((own) => own.client_group_id === project.client_group_id),
    );
    if (!foreign) throw new Error('Ana needs a client group Ben is not in');
    const page = await apiGet<PostsPage>(
      ana,
      `/api/v3/cx/local-projects/${foreign.id}/posts?from_date=2000-01-01&limit=1`,
    );
    const post = page.results[0]!;

    await ben.visit(`/posts/${post.id}`);
    await ben.heading("We can't find this post in your projects.").waitFor();
    const feed = ben.page.getByRole('link', { name: 'Try looking in the public feed' });
    expect(await feed.getAttribute('href')).toBe(`${ben.baseUrl}/p/${post.id}`);
    expect(ben.path()).toBe(`/posts/${post.id}`);
  });

  it('says in words, in each language, that a post on a project map does not exist', async () => {
    const ben = await people.signedInProfile(DEMO.ben);
    const missing = '/norfolk-resilience/neighborhood-flood-reports/map/2147483000';

    await ben.visit(missing);
    const panel = ben.page.locator('.post-panel--error');
    await panel.waitFor();
    expect(await panel.locator('p').allInnerTexts()).toEqual([
      'Error loading post',
      "We can't find this post in your projects.",
    ]);
    // Trying again would answer the same.
    expect(await panel.getByRole('button').count()).toBe(0);

    await ben.visit(`${missing}?lang=es`);
    await panel.getByText('Error al cargar el avistamiento').waitFor();
    expect(await panel.locator('p').allInnerTexts()).toEqual([
      'Error al cargar el avistamiento',
      'No encontramos este avistamiento en sus proyectos.',
    ]);
    expect(await panel.innerText()).not.toMatch(/statusCode|Not Found|\{/);
  });
});

describe('the first-visit map guide', () => {
  it('waits beside a shared post, and shows on the map with the filters it points at', async () => {
    const ben = await people.signedInProfile(DEMO.ben);
    const project = await ben.projectBySlug('neighborhood-flood-reports');
    const map = `/${project.clientGroup.slug}/${project.slug}/map`;
    const page = await apiGet<PostsPage>(
      ben,
      `/api/v3/cx/local-projects/${project.id}/posts?from_date=2000-01-01&limit=1`,
    );
    const post = page.results[0]!.id;
    // The guide is asked for again, as for someone who never saw it; then a post link arrives.
    const reset = ben.page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith('/user-settings/lastViewedMapTutorial'),
    );
    await ben.visit(`${map}?since=ever&reset-map-guide`);
    await reset;
    await ben.visit(`${map}/${post}?since=ever`);
    await postPanel(ben, post).waitFor();
    expect(await ben.mapGuide().count()).toBe(0);

    await ben.page.getByRole('button', { name: 'Back to the map' }).click();
    await ben.mapGuide().waitFor();
    const apply = ben.filtersPanel().getByRole('button', { name: 'Apply', exact: true });
    expect(await apply.isVisible()).toBe(true);
    expect(await apply.getAttribute('class')).toContain('tutorial-target');
    await ben.skipMapGuideIfShown();
  });
});
