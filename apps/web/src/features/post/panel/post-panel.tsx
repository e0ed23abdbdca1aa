import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@highwater/core/api/posts';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { PresenceHint } from '@/features/live/presence-hint.tsx';
import { GALLERY_PARAM, METADATA_PARAM } from '@/lib/post-panel-params.ts';
import { useScreenSize } from '@/lib/screen-size.ts';
import { postTitleId } from '@/lib/skip-targets.ts';
import { useSearchParam } from '@/lib/use-search-param.ts';
import { MediaGallery } from '@/ui/media-gallery.tsx';
import { PostConversation } from '../comments/post-conversation.tsx';
import { PostDetails } from '../details/post-details.tsx';
import { PostHistory } from '../history/post-history.tsx';
import { MediaSlider } from '../media/media-slider.tsx';
import { useSliderIndex } from '../media/use-slider-index.ts';
import { MetadataDialog } from '../metadata/metadata-dialog.tsx';
import { NearbyMenu } from '../nearby/nearby-menu.tsx';
import { splitLocation } from '@highwater/core/format/location';
import { useSeenInView } from '../selection/use-seen-in-view.ts';
import { SeverityButton } from '../severity/severity-button.tsx';
import { AuthorLink } from './author-link.tsx';
import { descriptionParagraphs } from './description.ts';
import { DetailsSection } from './details-section.tsx';
import { ObservedAt } from './observed-at.tsx';
import { PostActions } from './post-actions.tsx';
import { StatusStepper } from './status-stepper.tsx';
import { useFocusOnOpen } from './use-focus-on-open.ts';

const PostMap = lazy(() => import('../small-map/post-map.tsx'));

interface PostPanelProps {
  post: Post;
  project: ProjectDetailData;
  /** The post's position in the selection. */
  index: number;
}

/** One sighting in full, in the order of spec 001 section 2 (Post detail). */
export function PostPanel({ post, project, index }: PostPanelProps) {
  const { t } = useTranslation();
  const small = useScreenSize() === 'small';
  const [metadataFor, setMetadataFor] = useSearchParam(METADATA_PARAM);
  const [galleryFor, setGalleryFor] = useSearchParam(GALLERY_PARAM);
  const [mediaIndex, setMediaIndex] = useSliderIndex(post.id, post.media.length);
  const card = useRef<HTMLElement>(null);
  useSeenInView(card, project.id, post.id);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnOpen(heading, index === 0);
  const id = String(post.id);
  const location = splitLocation(post.location);
  const paragraphs = descriptionParagraphs(post.content);
  const title = location?.first || t('post.panel.no_location');

  return (
    <article className="post-panel" aria-labelledby={postTitleId(post.id)} ref={card}>
      <header className="post-panel__top">
        <AuthorLink post={post} />
        <PostActions
          post={post}
          onMetadata={() => setMetadataFor(id)}
          onGallery={() => setGalleryFor(id)}
        />
      </header>
      <PresenceHint projectId={project.id} postId={post.id} />
      <div className="post-panel__place">
        <ObservedAt post={post} />
        <h2 id={postTitleId(post.id)} ref={heading} tabIndex={-1} className="post-panel__title">
          {title}
        </h2>
        {location?.rest && <p className="post-panel__rest">{location.rest}</p>}
      </div>
      <NearbyMenu post={post} project={project} />
      {post.media.length > 0 && (
        <MediaSlider
          media={post.media}
          index={mediaIndex}
          onIndexChange={setMediaIndex}
          onOpen={() => setGalleryFor(id)}
        />
      )}
      {paragraphs.length > 0 && (
        <div className="post-panel__description">
          {paragraphs.map((paragraph, line) => (
            <p key={line}>{paragraph}</p>
          ))}
        </div>
      )}
      {(project.statuses.length > 0 || project.show_severity) && (
        <div className="post-panel__state">
          {project.statuses.length > 0 && (
            <StatusStepper
              projectId={project.id}
              postId={post.id}
              statusId={post.status_id}
              statuses={project.statuses}
            />
          )}
          {project.show_severity && <SeverityButton post={post} project={project} index={index} />}
        </div>
      )}
      <DetailsSection>
        <PostDetails post={post} project={project} />
      </DetailsSection>
      <PostHistory post={post} project={project} />
      {small && (
        <Suspense fallback={<div className="post-map" />}>
          <PostMap post={post} />
        </Suspense>
      )}
      <PostConversation post={post} project={project} />
      <MetadataDialog
        post={post}
        statuses={project.statuses}
        isOpen={metadataFor === id}
        onClose={() => setMetadataFor(null)}
      />
      <MediaGallery
        media={post.media}
        startIndex={mediaIndex}
        isOpen={galleryFor === id}
        onClose={() => setGalleryFor(null)}
        title={post.location ?? title}
      />
    </article>
  );
}
