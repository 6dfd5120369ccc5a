import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

/** The console's sections' names: their nav labels are `admin:nav.<key>`. */
export type SectionKey =
  | 'dashboard'
  | 'withdrawals'
  | 'disputes'
  | 'reports'
  | 'items'
  | 'members'
  | 'questions'
  | 'vouchers'
  | 'ledger'
  | 'audit';

export interface AdminSection {
  key: SectionKey;
  /** The path below /admin ('' is the dashboard). */
  path: string;
  icon: ReactElement;
  /** Each screen is a chunk of its own, loaded when its section first opens. */
  Screen: LazyExoticComponent<ComponentType>;
  /** A page reached from another screen (a member's page): routed, not in the navigation. */
  hidden?: boolean;
}

/**
 * Every section of the console, in the navigation's order: the router and the navigation both
 * read this list, so a new screen is one line here.
 */
export const sections: AdminSection[] = [
  {
    key: 'ledger',
    path: 'ledger',
    icon: <AccountBalanceIcon />,
    Screen: lazy(() => import('./screens/LedgerScreen')),
  },
];

/** The href of a section ('' is the dashboard), for links between screens. */
export const sectionHref = (path: string) => (path ? `/admin/${path}` : '/admin');

/** Whether a section is there (a card links to its screen only then). */
export const hasSection = (key: SectionKey) => sections.some((section) => section.key === key);
