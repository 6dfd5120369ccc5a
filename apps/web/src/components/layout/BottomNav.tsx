import type { ReactNode } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link } from 'react-router';

export interface NavLinkItem {
  to: string;
  /** The full name, read out: 'Chat with the creator'. */
  label: string;
  /** The word under the icon, contained in the label: 'Chat'. */
  short: string;
  icon: ReactNode;
}

export interface NavActionItem {
  key: string;
  label: string;
  short: string;
  icon: ReactNode;
  onClick: () => void;
}

function Bar(props: { variant: string; value?: string; children: ReactNode }) {
  return (
    <Paper
      component="nav"
      elevation={4}
      data-testid="bottom-nav"
      data-variant={props.variant}
      sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar }}
    >
      {/* Each icon has its word under it: an icon alone is a guess (issue 13). */}
      <BottomNavigation showLabels value={props.value ?? false}>
        {props.children}
      </BottomNavigation>
    </Paper>
  );
}

/** Seed section 2: the three icons of the main pages, as links. */
export function LinkBottomNav(props: { items: NavLinkItem[]; current: string }) {
  return (
    <Bar variant="main" value={props.current}>
      {props.items.map((item) => (
        <BottomNavigationAction
          key={item.to}
          value={item.to}
          component={Link}
          to={item.to}
          aria-label={item.label}
          label={item.short}
          icon={item.icon}
        />
      ))}
    </Bar>
  );
}

/** Seed section 2: the actions of an idea's or a need's detail. */
export function ActionBottomNav(props: { variant: 'item'; items: NavActionItem[] }) {
  return (
    <Bar variant={props.variant}>
      {props.items.map((item) => (
        <BottomNavigationAction
          key={item.key}
          value={item.key}
          aria-label={item.label}
          label={item.short}
          icon={item.icon}
          onClick={item.onClick}
        />
      ))}
    </Bar>
  );
}
