import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { sectionHref, sections } from '../sections';

const DRAWER_WIDTH = 232;
/** From this width the navigation stays open beside the screen; below it, a menu opens it. */
export const WIDE_CONSOLE = '(min-width:900px)';

/** The console's frame: its app bar, the sections' navigation and the screen. */
export function AdminLayout(props: { exitHref: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const wide = useMediaQuery(WIDE_CONSOLE, { noSsr: true });
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const current = (path: string) =>
    matchPath({ path: sectionHref(path), end: path === '' }, pathname) !== null;

  const navigation = (
    <Box component="nav" aria-label={t('nav.label')} data-testid="admin-nav">
      <Toolbar />
      <List>
        {sections
          .filter((section) => !section.hidden)
          .map((section) => (
            <ListItemButton
              key={section.key}
              component={Link}
              to={sectionHref(section.path)}
              selected={current(section.path)}
              aria-current={current(section.path) ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              <ListItemIcon>{section.icon}</ListItemIcon>
              <ListItemText primary={t(`nav.${section.key}`)} />
            </ListItemButton>
          ))}
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('nav.open')}
              onClick={() => setOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="h1" noWrap sx={{ flexGrow: 1 }}>
            {t('title')}
          </Typography>
          <LanguageSwitch />
          <Tooltip title={t('exit')}>
            <IconButton color="inherit" component={Link} to={props.exitHref} aria-label={t('exit')}>
              <ExitToAppIcon />
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{
          width: wide ? DRAWER_WIDTH : undefined,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {navigation}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        <Toolbar />
        {props.children}
      </Box>
    </Box>
  );
}
