/** One-path line icons, drawn in the text colour so they follow the theme (no font glyphs). */
const ICONS = {
  close: 'M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0zM9 9l6 6m0-6-6 6',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
} as const;

export function Icon({ name, size = 16 }: { name: keyof typeof ICONS; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}
