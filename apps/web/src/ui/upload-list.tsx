import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Film, ImageIcon, RotateCcw, X } from 'lucide-react';
import { UploadError, uploadKindOf } from '@/api/upload-media.ts';
import { errorMessage } from '@/lib/error-message.ts';
import { isUploading, type MediaUpload } from '@/lib/uploads/use-uploads.ts';
import { IconButton } from './icon-button.tsx';
import './upload-list.css';

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

interface UploadItemProps {
  upload: MediaUpload;
  doneText: string;
  onRemove: () => void;
  onRetry: (() => void) | undefined;
}

function UploadItem({ upload, doneText, onRemove, onRetry }: UploadItemProps) {
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
            aria-label={t('uploads.progress', { name })}
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
            {t('uploads.failed')} {errorMessage(t, upload.error)}
            {upload.error instanceof UploadError && (
              <>
                {' '}
                <span className="upload__error-detail">{upload.error.detail}</span>
              </>
            )}
          </span>
        )}
        {upload.media && <span className="upload__done">{doneText}</span>}
      </div>
      <div className="upload__actions">
        {upload.error && onRetry && (
          <IconButton label={t('uploads.retry', { name })} onPress={onRetry}>
            <RotateCcw size={16} aria-hidden />
          </IconButton>
        )}
        <IconButton
          label={running ? t('uploads.cancel', { name }) : t('uploads.remove', { name })}
          onPress={onRemove}
        >
          <X size={16} aria-hidden />
        </IconButton>
      </div>
    </li>
  );
}

interface UploadListProps {
  uploads: readonly MediaUpload[];
  /** The list's accessible name: what the files are for. */
  label: string;
  /** What a finished file says ("Ready to send"). */
  doneText: string;
  onRemove: (key: string) => void;
  /** Offers to send a failed file again. */
  onRetry?: (key: string) => void;
}

/** Files being attached, each with its progress, error or preview. */
export function UploadList({ uploads, label, doneText, onRemove, onRetry }: UploadListProps) {
  if (uploads.length === 0) return null;
  return (
    <ul className="upload-list" aria-label={label}>
      {uploads.map((upload) => (
        <UploadItem
          key={upload.key}
          upload={upload}
          doneText={doneText}
          onRemove={() => onRemove(upload.key)}
          onRetry={onRetry && (() => onRetry(upload.key))}
        />
      ))}
    </ul>
  );
}
