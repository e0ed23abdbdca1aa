/**
 * The media store could not be reached or refused a request that should have worked (a network
 * failure, a missing bucket, refused keys, a full disk). Requests that meet it answer 503: the
 * fault is the store's and passes, unlike a bug; the message is one line an operator can act on.
 */
export class MediaStoreUnavailable extends Error {
  override readonly name = 'MediaStoreUnavailable';
}
