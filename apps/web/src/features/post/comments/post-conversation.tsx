import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import type { Post } from '@highwater/core/api/posts';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { useSightingTime } from '@/lib/time/use-sighting-time.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentList } from './comment-list.tsx';
import { useConversationTab, type ConversationTab } from './conversation-tab.ts';
import './comments.css';

/**
 * The end of a post panel: the Comments tab, and the Internal notes tab where the project keeps
 * them, each with its list and the form to add to it.
 */
export function PostConversation({ post, project }: { post: Post; project: ProjectDetailData }) {
  const { t } = useTranslation();
  const notesAllowed = project.show_internal_notes;
  const [tab, setTab] = useConversationTab(notesAllowed);
  const notes = post.internal_notes ?? [];
  const timeZone = useSightingTime().zoneOf(post);

  return (
    <section className="conversation" aria-label={t('comments.label')}>
      <Tabs
        className="conversation__root"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key as ConversationTab)}
      >
        <TabList className="conversation__tabs" aria-label={t('comments.label')}>
          <Tab id="comments" className="conversation__tab">
            {t('comments.tab_comments')}
            <span className="conversation__count">{post.comments.length}</span>
          </Tab>
          {notesAllowed && (
            <Tab id="notes" className="conversation__tab">
              <Lock size={13} aria-hidden />
              {t('comments.tab_notes')}
              <span className="conversation__count">{notes.length}</span>
            </Tab>
          )}
        </TabList>
        <TabPanel id="comments" className="conversation__panel">
          <CommentList
            comments={post.comments}
            internal={false}
            projectId={project.id}
            postId={post.id}
            timeZone={timeZone}
          />
          <CommentForm post={post} project={project} internal={false} />
        </TabPanel>
        {notesAllowed && (
          <TabPanel id="notes" className="conversation__panel">
            <p className="conversation__hint">
              <Lock size={13} aria-hidden />
              {t('comments.notes_hint')}
            </p>
            <CommentList
              comments={notes}
              internal
              projectId={project.id}
              postId={post.id}
              timeZone={timeZone}
            />
            <CommentForm post={post} project={project} internal />
          </TabPanel>
        )}
      </Tabs>
    </section>
  );
}
