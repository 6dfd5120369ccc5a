import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { mirrorInRtl } from '../ui/mirror';

export function AppHeader(props: {
  title: string;
  onBack?: () => void;
  backLabel: string;
  actions?: ReactNode;
}) {
  return (
    <AppBar position="sticky" color="primary">
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        {props.onBack && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={props.backLabel}
            onClick={props.onBack}
          >
            <ArrowBackIcon sx={mirrorInRtl} />
          </IconButton>
        )}
        <Typography component="h1" variant="h6" noWrap sx={{ flexGrow: 1 }}>
          {props.title}
        </Typography>
        {props.actions}
      </Toolbar>
    </AppBar>
  );
}
