const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Turns the row ends of CSV bytes written with LF (as COPY writes them) into CRLF, chunk after
 * chunk; a line break inside a quoted cell stays as it is. Returns a function of each next chunk.
 */
export function crlfRowEnds(): (chunk: Buffer) => Buffer {
  let quoted = false;
  const ends: number[] = [];
  return (chunk) => {
    ends.length = 0;
    const length = chunk.length;
    let i = 0;
    while (i < length) {
      if (quoted) {
        // Inside a cell only the next quote matters (a doubled one reopens it at once).
        const close = chunk.indexOf(QUOTE, i);
        if (close === -1) break;
        quoted = false;
        i = close + 1;
        continue;
      }
      const byte = chunk[i]!;
      if (byte === QUOTE) quoted = true;
      else if (byte === LF) ends.push(i);
      i++;
    }
    if (ends.length === 0) return chunk;
    const out = Buffer.allocUnsafe(length + ends.length);
    let from = 0;
    let at = 0;
    for (const end of ends) {
      at += chunk.copy(out, at, from, end);
      out[at++] = CR;
      from = end;
    }
    chunk.copy(out, at, from);
    return out;
  };
}
