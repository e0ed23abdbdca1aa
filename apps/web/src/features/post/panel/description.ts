/** A post's description as paragraphs: one per non-blank line, trimmed. */
export const descriptionParagraphs = (content: string): string[] =>
  content
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
