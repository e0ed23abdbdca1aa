import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import type { Post } from '@highwater/core/api/posts';
import type { Status } from '@highwater/core/api/projects';
import { AppDialog } from '@/ui/dialog.tsx';
import { IconButton } from '@/ui/icon-button.tsx';
import { useCopyText } from '@/lib/use-copy-text.ts';
import { mediaMetadata, postMetadata, type MetadataRow } from './metadata-fields.ts';
import './metadata.css';

interface MetadataDialogProps {
  post: Post;
  statuses: readonly Status[];
  isOpen: boolean;
  onClose: () => void;
}

function Rows({ rows }: { rows: readonly MetadataRow[] }) {
  const { t } = useTranslation();
  const copy = useCopyText();
  return (
    <dl className="metadata__list">
      {rows.map((row) => (
        <div key={row.field} className="metadata__row">
          <dt className="metadata__field">{row.field}</dt>
          <dd className="metadata__value">{row.value || t('post.metadata.empty')}</dd>
          <dd className="metadata__copy">
            {row.value && (
              <IconButton
                label={t('post.metadata.copy', { field: row.field })}
                tooltipPlacement="start"
                onPress={() =>
                  void copy(
                    row.value,
                    t('post.metadata.copied', { field: row.field }),
                    t('post.actions.copy_prompt'),
                  )
                }
              >
                <Copy size={14} aria-hidden="true" />
              </IconButton>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The post's stored fields, each copyable (the `metadata={postId}` dialog). */
export function MetadataDialog({ post, statuses, isOpen, onClose }: MetadataDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      variant="sheet"
      title={t('post.metadata.title', { id: post.id })}
    >
      <p className="metadata__intro">{t('post.metadata.intro')}</p>
      <section className="metadata__group" aria-label={t('post.metadata.post')}>
        <h3 className="metadata__heading">{t('post.metadata.post')}</h3>
        <Rows rows={postMetadata(post, statuses)} />
      </section>
      {post.media.map((media, index) => {
        const heading = t('post.metadata.media_item', { index: index + 1 });
        return (
          <section key={media.id} className="metadata__group" aria-label={heading}>
            <h3 className="metadata__heading">{heading}</h3>
            <Rows rows={mediaMetadata(media)} />
          </section>
        );
      })}
    </AppDialog>
  );
}
