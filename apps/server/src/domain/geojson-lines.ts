/**
 * A GeoJSON FeatureCollection from lines of feature JSON (one feature's text a line, as the
 * export's COPY writes them): the collection's head, the features joined by commas, its tail. A
 * line cut between chunks waits for the rest.
 */
export interface FeatureCollectionOfLines {
  /** The collection's text so far: the head with the first chunk, then whole features. */
  push(chunk: Buffer): Buffer;
  /** The rest of the collection; throws when the last line was cut short. */
  end(): Buffer;
}

const HEAD = Buffer.from('{"type":"FeatureCollection","features":[\n');
const TAIL = Buffer.from('\n]}\n');
const SEPARATOR = Buffer.from(',\n');
const LF = 0x0a;

export function featureCollectionOfLines(): FeatureCollectionOfLines {
  let started = false;
  let features = 0;
  let pending: Buffer = Buffer.alloc(0);
  const head = () => {
    if (started) return [];
    started = true;
    return [HEAD];
  };
  return {
    push(chunk) {
      const bytes = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      const parts: Buffer[] = head();
      let start = 0;
      for (let end = bytes.indexOf(LF, start); end !== -1; end = bytes.indexOf(LF, start)) {
        if (features > 0) parts.push(SEPARATOR);
        parts.push(bytes.subarray(start, end));
        features += 1;
        start = end + 1;
      }
      pending = Buffer.from(bytes.subarray(start));
      return Buffer.concat(parts);
    },
    end() {
      if (pending.length) throw new Error('The last feature of the export was cut short');
      return Buffer.concat([...head(), TAIL]);
    },
  };
}
