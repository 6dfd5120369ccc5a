import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import FlagIcon from '@mui/icons-material/Flag';
import GroupIcon from '@mui/icons-material/Group';
import InventoryIcon from '@mui/icons-material/Inventory2';
import QuizIcon from '@mui/icons-material/Quiz';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { paths } from '@/config/paths';

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
    key: 'dashboard',
    path: '',
    icon: <DashboardIcon />,
    Screen: lazy(() => import('./screens/DashboardScreen')),
  },
  {
    key: 'withdrawals',
    path: 'withdrawals',
    icon: <PaymentsIcon />,
    Screen: lazy(() => import('./screens/WithdrawalsScreen')),
  },
  {
    key: 'disputes',
    path: 'disputes',
    icon: <GavelIcon />,
    Screen: lazy(() => import('./screens/DisputesScreen')),
  },
  {
    key: 'reports',
    path: 'reports',
    icon: <FlagIcon />,
    Screen: lazy(() => import('./screens/ReportsScreen')),
  },
  {
    key: 'items',
    path: 'items',
    icon: <InventoryIcon />,
    Screen: lazy(() => import('./screens/ItemsScreen')),
  },
  {
    key: 'members',
    path: 'members',
    icon: <GroupIcon />,
    Screen: lazy(() => import('./screens/MembersScreen')),
  },
  {
    key: 'members',
    path: 'members/:id',
    icon: <GroupIcon />,
    Screen: lazy(() => import('./screens/MemberScreen')),
    hidden: true,
  },
  {
    key: 'questions',
    path: 'questions',
    icon: <QuizIcon />,
    Screen: lazy(() => import('./screens/QuestionsScreen')),
  },
  {
    key: 'vouchers',
    path: 'vouchers',
    icon: <CardGiftcardIcon />,
    Screen: lazy(() => import('./screens/VouchersScreen')),
  },
  {
    key: 'ledger',
    path: 'ledger',
    icon: <AccountBalanceIcon />,
    Screen: lazy(() => import('./screens/LedgerScreen')),
  },
  {
    key: 'audit',
    path: 'audit',
    icon: <HistoryIcon />,
    Screen: lazy(() => import('./screens/AuditScreen')),
  },
];

/** The href of a section ('' is the dashboard), for links between screens. */
export const sectionHref = (path: string) => paths.admin.href(path || undefined);

/** Whether a section is there (a card links to its screen only then). */
export const hasSection = (key: SectionKey) => sections.some((section) => section.key === key);
