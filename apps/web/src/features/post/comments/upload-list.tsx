import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Film, ImageIcon, X } from 'lucide-react';
import { UploadError, uploadKindOf } from '@/api/upload-media.ts';
import { errorMessage } from '@/lib/error-message.ts';
import { IconButton } from '@/ui/icon-button.tsx';
import { isUploading, type MediaUpload } from './use-uploads.ts';

function UploadPreview({ upload }: { upload: MediaUpload }) {
  const still = upload.media ? (upload.media.poster_url ?? upload.media.thumbnail_url) : null;
  if (still) return <img className="upload__preview" src={still} alt="" />;
  const Icon = uploadKindOf(upload.file) === 'video' ? Film : ImageIcon;
  return (
    <span className="upload__preview upload__preview--icon" aria-hidden>
      <Icon size={18} />
    </span>
  );
}

function UploadItem({ upload, onRemove }: { upload: MediaUpload; onRemove: () => void }) {
  const { t } = useTranslation();
  const name = upload.file.name;
  const running = isUploading(upload);
  return (
    <li className={`upload${upload.error ? ' upload--error' : ''}`}>
      <UploadPreview upload={upload} />
      <div className="upload__body">
        <span className="upload__name" title={name}>
          {name}
        </span>
        {running && (
          <ProgressBar
            className="upload__progress"
            aria-label={t('comments.upload_progress', { name })}
            value={upload.uploadProgress}
            maxValue={Math.max(upload.uploadTotal, 1)}
          >
            {({ percentage = 0, valueText }) => (
              <>
                <span className="upload__bar">
                  <span className="upload__fill" style={{ width: `${percentage}%` }} />
                </span>
                <span className="upload__percent">{valueText}</span>
              </>
            )}
          </ProgressBar>
        )}
        {upload.error && (
          <span className="upload__error" role="alert">
            {t('comments.upload_failed')} {errorMessage(t, upload.error)}
            {upload.error instanceof UploadError && (
              <>
                {' '}
                <span className="upload__error-detail">{upload.error.detail}</span>
              </>
            )}
          </span>
        )}
        {upload.media && <span className="upload__done">{t('comments.upload_done')}</span>}
      </div>
      <IconButton
        label={
          running ? t('comments.cancel_upload', { name }) : t('comments.remove_upload', { name })
        }
        onPress={onRemove}
      >
        <X size={16} aria-hidden />
      </IconButton>
    </li>
  );
}

/** The files of the comment being written, each with its progress, error or preview. */
export function UploadList({
  uploads,
  onRemove,
}: {
  uploads: readonly MediaUpload[];
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <ul className="upload-list" aria-label={t('comments.attachments')}>
      {uploads.map((upload) => (
        <UploadItem key={upload.key} upload={upload} onRemove={() => onRemove(upload.key)} />
      ))}
    </ul>
  );
}
