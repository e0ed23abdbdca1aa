import { describe, expect, it } from 'vitest';
import type { Post, PostsPage } from '@highwater/core/api/posts';
import type { ProjectSummary } from '@highwater/core/api/projects';
import { ConversationDriver } from './comments-driver.ts';
import { DEMO, type AppUser } from './driver.ts';
import { peopleOfEachTest } from './people.ts';
import { apiGet, postPanel } from './post-driver.ts';

const people = peopleOfEachTest();

/** A sighting of one of the user's projects that Ben has commented on, and that comment. */
async function postBenCommentedOn(user: AppUser) {
  const projects = await apiGet<ProjectSummary[]>(user, '/api/v3/cx/local-projects');
  for (const project of projects) {
    const base = `/api/v3/cx/local-projects/${project.id}/posts`;
    const page = await apiGet<PostsPage>(
      user,
      `${base}?from_date=2000-01-01&order_cri=commented_at&limit=40`,
    );
    for (const summary of page.results) {
      const post = await apiGet<Post>(user, `${base}/${summary.id}`);
      const comment = post.comments.find((item) => item.author.first_name === 'Ben');
      if (comment) return { post, comment };
    }
  }
  throw new Error('No demo post has a comment by Ben');
}

describe('the demo people', () => {
  it('opens the map of the only project of someone who has one', async () => {
    const eli = await people.signedIn(DEMO.eli);
    await eli.waitForPath('/lowcountry-parks/waterfront-park-watch/map');
    await eli.waitForMap();
  });

  it('opens a link of Ben’s for Dee, of his client group, who reads his comment but cannot edit it', async () => {
    const ben = await people.signedInProfile(DEMO.ben);
    const { post, comment } = await postBenCommentedOn(ben);

    const dee = await people.signedInProfile(DEMO.dee);
    await dee.visit(`/posts/${post.id}`);
    await dee.page.waitForURL((url) => url.pathname.endsWith(`/map/${post.id}`));
    await postPanel(dee, post.id).waitFor();
    await dee.skipMapGuideIfShown();
    const talk = new ConversationDriver(dee);
    await talk.chooseTab(/^Comments/);
    const bens = talk.comment(comment.content.split('\n')[0] ?? comment.content).first();
    await bens.waitFor();
    expect(await talk.editButton(bens).count()).toBe(0);
  });
});
