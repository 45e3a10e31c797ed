import { Icon, type IconProps } from '../icons/Icon';

/**
 * The toolbar's pictures. Drawn, not typed: a button that showed text ('B', '1≡') would have to
 * carry that text in its accessible name too (WCAG 2.5.3, axe's label-content-name-mismatch), so
 * the buttons are icon-only and named by their aria-label.
 */

export const UndoIcon = (props: IconProps) => (
  <Icon {...props}>
    <polyline points="9 14 4 9 9 4" />
    <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
  </Icon>
);

export const RedoIcon = (props: IconProps) => (
  <Icon {...props}>
    <polyline points="15 14 20 9 15 4" />
    <path d="M20 9H10a6 6 0 0 0 0 12h3" />
  </Icon>
);

export const BoldIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4h6a4 4 0 0 1 0 8H7z" />
    <path d="M7 12h7a4 4 0 0 1 0 8H7z" />
  </Icon>
);

export const ItalicIcon = (props: IconProps) => (
  <Icon {...props}>
    <line x1="19" y1="4" x2="10" y2="4" />
    <line x1="14" y1="20" x2="5" y2="20" />
    <line x1="15" y1="4" x2="9" y2="20" />
  </Icon>
);

export const UnderlineIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4v6a5 5 0 0 0 10 0V4" />
    <line x1="5" y1="20" x2="19" y2="20" />
  </Icon>
);

export const LinkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.5 1.5" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.5-1.5" />
  </Icon>
);

export const BulletListIcon = (props: IconProps) => (
  <Icon {...props}>
    <line x1="9" y1="6" x2="20" y2="6" />
    <line x1="9" y1="12" x2="20" y2="12" />
    <line x1="9" y1="18" x2="20" y2="18" />
    <circle cx="4" cy="6" r="1" />
    <circle cx="4" cy="12" r="1" />
    <circle cx="4" cy="18" r="1" />
  </Icon>
);

export const OrderedListIcon = (props: IconProps) => (
  <Icon {...props}>
    <line x1="10" y1="6" x2="21" y2="6" />
    <line x1="10" y1="12" x2="21" y2="12" />
    <line x1="10" y1="18" x2="21" y2="18" />
    <path d="M4 4h1v5" strokeWidth={1.5} />
    <path d="M3.5 14.5a1.5 1.5 0 0 1 3 .5L3.5 19h3" strokeWidth={1.5} />
  </Icon>
);

export const ImageIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="8.5" cy="9.5" r="1.5" />
    <polyline points="21 16 16 11 5 20" />
  </Icon>
);

export const EmbedIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />
  </Icon>
);
