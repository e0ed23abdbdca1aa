import type { User, UserClientGroup } from '@highwater/core/api/user';

/** "Client group · First Last". */
export function UserTag({ user, group }: { user: User; group: UserClientGroup | null }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <p className="user-tag">
      {group && (
        <>
          <span className="user-tag__group">{group.name}</span>
          <span aria-hidden="true"> · </span>
        </>
      )}
      <span className="user-tag__name">{name}</span>
    </p>
  );
}
