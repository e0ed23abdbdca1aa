/** The Highwater mark: a rising arrow over water. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className="logo"
    >
      <rect width="32" height="32" rx="7" fill="#0b4f71" />
      <path
        d="M4 19c3 0 3-2.5 6-2.5s3 2.5 6 2.5 3-2.5 6-2.5 3 2.5 6 2.5v4c-3 0-3-2.5-6-2.5s-3 2.5-6 2.5-3-2.5-6-2.5-3 2.5-6 2.5z"
        fill="#7cc4e8"
      />
      <path d="M16 5l5 8h-3v3h-4v-3h-3z" fill="#fff" />
    </svg>
  );
}
