import { useEffect, useState } from 'react';
import { ImageOff } from 'lucide-react';

/** Spec 001 section 2: images load lazily, 50 ms after their row appears. */
export const THUMBNAIL_DELAY_MS = 50;

/**
 * A square thumbnail whose space is reserved before it loads. Rows that scroll past within the
 * delay never ask for their image.
 */
export function LazyThumbnail({ url, size }: { url: string | null; size: number }) {
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!url) return;
    const timer = window.setTimeout(() => setShown(true), THUMBNAIL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [url]);
  return (
    <span className="thumbnail" style={{ width: size, height: size }}>
      {url && shown && !failed ? (
        <img
          src={url}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        !url && <ImageOff size={18} aria-hidden="true" />
      )}
    </span>
  );
}
