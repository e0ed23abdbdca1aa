import { Transform, type TransformCallback } from 'node:stream';

// Markup that makes a file something a browser could run as a page. The signatures are long
// enough that compressed image or video data practically never holds one by chance (a 200 MB
// video would hold a given 6-byte sequence in any letter case about once in 40,000 files).
const SIGNATURES = [
  '<script',
  '<!doctype',
  '<html>',
  '<html ',
  '<body>',
  '<body ',
  '<iframe',
  '<?php ',
  'javascript:',
  '<?xml-stylesheet',
];
const OVERLAP = Math.max(...SIGNATURES.map((s) => s.length)) - 1;

/**
 * Passes bytes through unchanged and notes whether any of them is page markup, as in a polyglot:
 * a valid picture with HTML or script appended. Chunk edges are covered by keeping the tail of the
 * previous chunk.
 */
export class MarkupScanner extends Transform {
  found: string | null = null;
  private tail = '';

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.found === null) {
      // latin1 maps every byte to one character, so offsets and signatures stay byte-exact.
      const text = this.tail + chunk.toString('latin1').toLowerCase();
      this.found = SIGNATURES.find((signature) => text.includes(signature)) ?? null;
      this.tail = text.slice(-OVERLAP);
    }
    done(null, chunk);
  }
}
