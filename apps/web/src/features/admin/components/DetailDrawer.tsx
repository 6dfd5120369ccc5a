import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A row's details and actions beside the table, opened by a click on the row: from the end side
 * (the left in Persian), the full width on a phone.
 */
export function DetailDrawer(props: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Its width where the screen has room (440 px by default); never wider than the screen. */
  width?: number;
}) {
  const { t } = useTranslation('admin');
  return (
    <Drawer
      anchor="right"
      open={props.open}
      onClose={props.onClose}
      // Above the console's app bar, which sits above the navigation drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'admin-detail-title',
          // A width capped by the screen's, not a breakpoint's: the theme's are the phone app's
          // (sm is 340 px), so a breakpoint would hand a 390 px phone a 440 px drawer.
          sx: {
            width: props.width ?? 440,
            maxWidth: '100%',
            boxSizing: 'border-box',
            p: 2,
            gap: 2,
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="admin-detail-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {props.title}
        </Typography>
        <IconButton aria-label={t('close')} onClick={props.onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {props.children}
    </Drawer>
  );
}

/** One labelled value in a drawer: its label above, the value below. */
export function Detail(props: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {props.label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}>
        <Box sx={{ flexGrow: 1 }}>{props.children}</Box>
        {props.action}
      </Box>
    </Box>
  );
}
