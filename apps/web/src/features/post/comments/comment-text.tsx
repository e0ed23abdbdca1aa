/** A comment's text, one paragraph per non-blank line; rendered as text, never as HTML. */
export function CommentText({ text }: { text: string }) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return (
    <div className="comment__text">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
