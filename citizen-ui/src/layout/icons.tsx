import type { ReactNode } from 'react';

// Small inline line icons (24x24, currentColor): no icon library in the bundle.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const HomeIcon = () => (
  <Icon>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9v12h14V9" />
    <path d="M10 21v-6h4v6" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m16.5 16.5 4.5 4.5" />
  </Icon>
);

export const BookIcon = () => (
  <Icon>
    <path d="M12 6.5C10 5 7 4.5 3 5v14c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5z" />
    <path d="M12 6.5V20" />
  </Icon>
);

export const ReceiptIcon = () => (
  <Icon>
    <path d="M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Icon>
);

export const ExclamationIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5V13" />
    <path d="M12 16.5h.01" />
  </Icon>
);

export const RupeeIcon = () => (
  <Icon>
    <path d="M6 4h12M6 9h12" />
    <path d="M9 4c4.5 0 6 2.2 6 5s-1.5 5-6 5H7l7 7" />
  </Icon>
);

/** A form with a pen: filling in a self-assessment. */
export const FormIcon = () => (
  <Icon>
    <path d="M14 3H6v18h12V9z" />
    <path d="M14 3v6h6" />
    <path d="M9 13h6M9 17h4" />
  </Icon>
);

/** A checked list: following what happened to something filed. */
export const StatusIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </Icon>
);
