/**
 * The few pictograms the phone pages draw, as inline SVG in the text's colour: emoji would depend on the phone's
 * fonts, and an icon library would weigh more than these pages.
 */
const shapes = {
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  unlock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 7.5-2" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </>
  ),
  gift: (
    <>
      <rect x="4" y="10" width="16" height="11" rx="1" />
      <path d="M3 7h18v3H3zM12 7v14M12 7c-2-4-6-4-6-1.5S10 7 12 7c2 0 6 .5 6-1.5S14 3 12 7" />
    </>
  ),
  file: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
} as const;

export type PhoneIconName = keyof typeof shapes;

export const PhoneIcon = ({ name, size = '1em' }: { name: PhoneIconName; size?: string }) => (
  <svg
    viewBox="0 0 24 24"
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    style={{ verticalAlign: '-0.125em', flex: 'none' }}
  >
    {shapes[name]}
  </svg>
);
