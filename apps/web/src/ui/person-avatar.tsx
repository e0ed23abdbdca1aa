import type { PostAuthor } from '@highwater/core/api/posts';
import './person-avatar.css';

/** The letters shown for a person without a picture. */
export const initialsOf = (firstName: string, lastName: string) =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';

/** A person's picture, or their initials on a tinted disc; decorative (the name is beside it). */
export function PersonAvatar({
  person,
  size = 32,
}: {
  person: Pick<PostAuthor, 'first_name' | 'last_name' | 'avatar_url'>;
  size?: number;
}) {
  return person.avatar_url ? (
    <img
      className="person-avatar"
      src={person.avatar_url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  ) : (
    <span
      className="person-avatar person-avatar--initials"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      aria-hidden="true"
    >
      {initialsOf(person.first_name, person.last_name)}
    </span>
  );
}
