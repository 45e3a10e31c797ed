import { Icon, type IconProps, shapeElements } from './Icon';
import { CHECK_SHAPE, CROSS_SHAPE, TRASH_SHAPE } from './shapes';

export const CheckIcon = (props: IconProps) => <Icon {...props}>{shapeElements(CHECK_SHAPE)}</Icon>;

export const CrossIcon = (props: IconProps) => <Icon {...props}>{shapeElements(CROSS_SHAPE)}</Icon>;

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <polyline points="6 9 12 15 18 9" />
  </Icon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <polyline points="15 6 9 12 15 18" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <polyline points="9 6 15 12 9 18" />
  </Icon>
);

export const DoubleChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <polyline points="12 6 6 12 12 18" />
    <polyline points="19 6 13 12 19 18" />
  </Icon>
);

export const DoubleChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <polyline points="5 6 11 12 5 18" />
    <polyline points="12 6 18 12 12 18" />
  </Icon>
);

export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <line x1="3" y1="10" x2="21" y2="10" />
    <line x1="8" y1="3" x2="8" y2="7" />
    <line x1="16" y1="3" x2="16" y2="7" />
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <line x1="16.5" y1="16.5" x2="21" y2="21" />
  </Icon>
);

export const TrashIcon = (props: IconProps) => <Icon {...props}>{shapeElements(TRASH_SHAPE)}</Icon>;

export const EditIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
  </Icon>
);

export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <line x1="12" y1="5" x2="12" y2="19" />
    <line x1="5" y1="12" x2="19" y2="12" />
  </Icon>
);

export const FolderIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
  </Icon>
);
