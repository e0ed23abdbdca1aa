import sharp from 'sharp';
import type { Locator, Route } from 'playwright-core';
import type { Post, PostsPage } from '@highwater/core/api/posts';
import type { ProjectDetail } from '@highwater/core/api/projects';
import type { AppUser } from './driver.ts';

/** Browser-test helpers for a post's conversation: comments, internal notes and uploads. */

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small real JPEG, drawn in the test. */
export async function makeJpeg(name = 'kerb.jpg', width = 96, height = 64): Promise<UploadFile> {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 110, b: 170 } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const CONVERSATION = /^(Conversation|Conversación)$/;

export class ConversationDriver {
  constructor(readonly user: AppUser) {}

  get page() {
    return this.user.page;
  }

  /** The posts of a project in the order of a list query, fetched as the signed-in user. */
  async postsOf(project: ProjectDetail, query = 'limit=50'): Promise<PostsPage> {
    return this.user.apiGet<PostsPage>(`/api/v3/cx/local-projects/${project.id}/posts?${query}`);
  }

  post(project: ProjectDetail, postId: number): Promise<Post> {
    return this.user.apiGet<Post>(`/api/v3/cx/local-projects/${project.id}/posts/${postId}`);
  }

  /** Opens one post beside the map and waits for its conversation. */
  async openPost(mapPath: string, postId: number, query = ''): Promise<void> {
    await this.user.visit(`${mapPath}/${postId}${query}`);
    await this.region().waitFor({ timeout: 60_000 });
    await this.user.skipMapGuideIfShown();
  }

  /** Scrolls the panel until the element sits in the middle of the screen. */
  async reveal(target: Locator): Promise<void> {
    // Like scrollIntoView, but only the scrolling panel moves: scrollIntoView also shifts
    // ancestors whose overflow is hidden, which a person could never do.
    await target.evaluate((element) => {
      let box = element.parentElement;
      while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) {
        box = box.parentElement;
      }
      if (!box) return;
      const offset =
        element.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
      box.scrollTop = offset - (box.clientHeight - element.getBoundingClientRect().height) / 2;
    });
  }

  /** The gallery a comment's thumbnail opens. */
  gallery(): Locator {
    return this.page.getByRole('dialog', { name: /^(Comment by|Comentario de) / });
  }

  region(): Locator {
    return this.page.getByRole('region', { name: CONVERSATION }).first();
  }

  tab(name: string | RegExp): Locator {
    return this.region().getByRole('tab', { name });
  }

  async chooseTab(name: string | RegExp): Promise<void> {
    await this.tab(name).click();
    await this.page.waitForFunction(
      (element) => element?.getAttribute('aria-selected') === 'true',
      await this.tab(name).elementHandle(),
    );
  }

  panel(): Locator {
    return this.region().getByRole('tabpanel');
  }

  textBox(): Locator {
    return this.panel().getByRole('textbox').last();
  }

  quickReplies(): Locator {
    return this.panel().getByRole('group', { name: /^(Quick replies|Respuestas rápidas)$/ });
  }

  async pickQuickReply(text: string): Promise<void> {
    await this.textBox().focus();
    await this.quickReplies().getByRole('button', { name: text, exact: true }).click();
  }

  async attach(...files: UploadFile[]): Promise<void> {
    await this.panel().locator('input[type=file]').setInputFiles(files);
  }

  progressBar(fileName: string): Locator {
    return this.panel().getByRole('progressbar', {
      name: new RegExp(fileName.replace('.', '\\.')),
    });
  }

  sendButton(): Locator {
    return this.panel().getByRole('button', { name: /^(Send|Enviar|Sending…|Enviando…)$/ });
  }

  async send(): Promise<void> {
    await this.sendButton().click();
  }

  /** A comment of the open tab, found by its text. */
  comment(text: string): Locator {
    return this.panel().getByRole('article').filter({ hasText: text });
  }

  editButton(comment: Locator): Locator {
    return comment.getByRole('button', { name: /^(Edit|Editar)$/ });
  }

  async editComment(text: string, newText: string): Promise<void> {
    await this.editButton(this.comment(text)).click();
    await this.editBox().fill(newText);
    await this.panel()
      .getByRole('button', { name: /^(Save|Guardar)$/ })
      .click();
  }

  /** The text box of the comment being edited (one at a time). */
  editBox(): Locator {
    return this.panel().getByRole('textbox', { name: /^(Edit comment|Editar comentario)$/ });
  }

  confirmDialog(): Locator {
    return this.page.getByRole('alertdialog');
  }

  /**
   * Holds every upload request until released, so that an upload stays in progress (the browser
   * has sent the file, the answer has not come back).
   */
  async holdUploads(): Promise<() => Promise<void>> {
    const held: Route[] = [];
    let releasing = false;
    const handler = async (route: Route) => {
      if (releasing) await route.continue();
      else held.push(route);
    };
    await this.page.route('**/api/v2/uploads/*', handler);
    return async () => {
      releasing = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await this.page.unroute('**/api/v2/uploads/*', handler);
    };
  }
}
