import type { Config } from '@/config.ts';
import { createLocalMediaStorage, type MediaStorage } from './media-storage.ts';
import { createS3MediaStorage } from './s3-media-storage.ts';

/** The store the settings name: the media folder, or an S3 bucket (MEDIA_STORE=s3). */
export function createConfiguredMediaStorage(
  config: Pick<Config, 'mediaStore' | 'mediaDir'>,
): MediaStorage {
  return config.mediaStore.kind === 's3'
    ? createS3MediaStorage(config.mediaStore.s3)
    : createLocalMediaStorage(config.mediaDir);
}
