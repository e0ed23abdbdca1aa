import { Button, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ImagePlus } from 'lucide-react';
import { NEW_POST_MAX_MEDIA } from '@highwater/core/api/new-posts';
import { UploadList } from '@/ui/upload-list.tsx';
import { fieldDomId } from './field-ids.ts';
import { FieldProblem, useProblemProps } from './field-problem.tsx';
import { useNewSighting } from './new-sighting-context.tsx';

/** The sighting's photos and videos: each uploads as soon as it is chosen, before sending. */
export function MediaField() {
  const { t } = useTranslation();
  const sighting = useNewSighting();
  const { uploads } = sighting;
  const hintId = `${fieldDomId('media')}-hint`;
  const problemProps = useProblemProps('media', hintId);

  const choose = (files: readonly File[]) => {
    if (!uploads.add(files))
      sighting.setProblems((current) => ({ ...current, media: 'media_too_many' }));
  };

  return (
    <fieldset className="sighting-field" id={fieldDomId('media')}>
      <legend className="sighting-field__title">{t('newsighting.media')}</legend>
      <p id={hintId} className="field__hint">
        {t('newsighting.media_hint', { max: NEW_POST_MAX_MEDIA })}
      </p>
      <UploadList
        uploads={uploads.uploads}
        label={t('newsighting.media_list')}
        doneText={t('newsighting.media_done')}
        onRemove={uploads.remove}
        onRetry={uploads.retry}
      />
      <FileTrigger
        acceptedFileTypes={['image/*', 'video/*']}
        allowsMultiple
        onSelect={(list) => choose(list ? Array.from(list) : [])}
      >
        <Button className="button sighting-field__add" isDisabled={uploads.full} {...problemProps}>
          <ImagePlus size={16} aria-hidden="true" />
          {t('newsighting.add_media')}
        </Button>
      </FileTrigger>
      <FieldProblem field="media" />
    </fieldset>
  );
}
