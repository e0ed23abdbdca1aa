import { describe, expect, it } from 'vitest';
import type { Post } from '@highwater/core/api/posts';
import type { ProjectDetail } from '@highwater/core/api/projects';
import { recordCalls } from './calls-driver.ts';
import { ConversationDriver, makeJpeg } from './comments-driver.ts';
import { DEMO, type AppUser } from './driver.ts';
import { peopleOfEachTest } from './people.ts';

const people = peopleOfEachTest();

// Ben's project keeps internal notes and has statuses with quick replies.
const SLUG = 'neighborhood-flood-reports';
const MAP = `/norfolk-resilience/${SLUG}/map`;

async function benOnProject(): Promise<{
  user: AppUser;
  talk: ConversationDriver;
  project: ProjectDetail;
}> {
  const user = await people.signedInProfile(DEMO.ben);
  const project = await user.projectBySlug(SLUG);
  return { user, talk: new ConversationDriver(user), project };
}

/** The nth post of the project's list, each test on its own post. */
async function nthPost(talk: ConversationDriver, project: ProjectDetail, index: number) {
  const page = await talk.postsOf(project);
  const summary = page.results[index];
  if (!summary) throw new Error(`The demo project has fewer than ${index + 1} posts`);
  return talk.post(project, summary.id);
}

describe('a post’s conversation', () => {
  it('writes a comment with a photo and a quick reply, then edits and deletes it', async () => {
    const { user, talk, project } = await benOnProject();
    const post = await nthPost(talk, project, 3);
    const status = project.statuses.find((item) => item.id === post.status_id);
    const reply = status?.quick_replies[0];
    if (!reply) throw new Error('The post’s status has no quick replies');
    await talk.openPost(MAP, post.id);
    await talk.chooseTab(/^Comments/);

    // The photo uploads with a progress bar; Send waits for it.
    const release = await talk.holdUploads();
    await talk.attach(await makeJpeg('kerb.jpg'));
    await talk.progressBar('kerb.jpg').waitFor();
    await talk.pickQuickReply(reply);
    expect(await talk.textBox().inputValue()).toBe(reply);
    expect(await talk.sendButton().isDisabled()).toBe(true);
    await release();
    await talk.panel().getByText('Ready to send').waitFor();
    await talk.progressBar('kerb.jpg').waitFor({ state: 'detached' });

    const text = `${reply} #${Date.now().toString(36)}`;
    await talk.textBox().fill(text);
    await talk.send();
    await user.notification('Comment added').waitFor();
    await expect.poll(() => talk.textBox().inputValue()).toBe('');

    const comment = talk.comment(text);
    const thumbnail = comment.getByRole('button', { name: 'Open photo 1 of 1' });
    await thumbnail.locator('img').waitFor();
    expect(
      await thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    const stored = (await talk.post(project, post.id)).comments.find(
      (item) => item.content === text,
    );
    expect(stored?.media).toHaveLength(1);
    expect(stored?.author.first_name).toBe('Ben');

    // The thumbnail opens the gallery.
    await thumbnail.click();
    await talk.gallery().waitFor();
    await user.page.keyboard.press('Escape');
    await talk.gallery().waitFor({ state: 'detached' });

    // Edit, then delete by saving empty text.
    const edited = `${text} (updated)`;
    await talk.editComment(text, edited);
    await talk.comment(edited).getByText('edited').waitFor();
    await talk.editComment(edited, '');
    const dialog = talk.confirmDialog();
    await dialog.getByText('Are you sure you want to delete this comment?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await talk.editBox().waitFor({ state: 'detached' });
    expect(await talk.comment(edited).count()).toBe(0);
    const after = await talk.post(project, post.id);
    expect(after.comments.some((item) => item.id === stored?.id)).toBe(false);
  });

  it('writes an internal note under its own tab, once for a double click on Send, and remembers the tab', async () => {
    const { user, talk, project } = await benOnProject();
    const post = await nthPost(talk, project, 4);
    await talk.openPost(MAP, post.id);
    await talk.chooseTab(/^Internal notes/);

    const note = `Called the owner #${Date.now().toString(36)}`;
    const sent = recordCalls(user, 'POST', `/posts/${post.id}/comments`);
    await talk.textBox().fill(note);
    await talk.sendButton().dblclick();
    await user.notification('Internal note added').waitFor();
    await talk.comment(note).waitFor();

    const stored = await talk.post(project, post.id);
    expect(sent).toHaveLength(1);
    expect(stored.internal_notes?.filter((item) => item.content === note)).toHaveLength(1);
    expect(stored.comments.some((item) => item.content === note)).toBe(false);

    await user.page.reload();
    await talk.region().waitFor();
    expect(await talk.tab(/^Internal notes/).getAttribute('aria-selected')).toBe('true');
    await talk.comment(note).waitFor();
    await talk.chooseTab(/^Comments/);
    expect(await talk.comment(note).count()).toBe(0);
  });

  it('offers Edit only on the member’s own comments', async () => {
    const { talk, project } = await benOnProject();
    // The most recently commented post has comments written by the project's staff.
    const page = await talk.postsOf(project, 'order_cri=commented_at&limit=20');
    let post: Post | undefined;
    for (const summary of page.results) {
      const candidate = await talk.post(project, summary.id);
      if (candidate.comments.some((item) => item.author.first_name !== 'Ben')) {
        post = candidate;
        break;
      }
    }
    const others = post?.comments.find((item) => item.author.first_name !== 'Ben');
    if (!post || !others) throw new Error('No demo post has a comment by someone else');

    await talk.openPost(MAP, post.id);
    await talk.chooseTab(/^Comments/);
    const theirs = talk.comment(others.content.split('\n')[0] ?? others.content).first();
    await theirs.waitFor();
    expect(await talk.editButton(theirs).count()).toBe(0);

    const mine = `Following up #${Date.now().toString(36)}`;
    await talk.textBox().fill(mine);
    await talk.send();
    await talk.editButton(talk.comment(mine)).waitFor();
  });
});
