import { createTheme } from '@mui/material/styles';
import type { Language } from '@ideabazaar/shared/i18n/language';
import { directionOf } from './i18n';
import { NOTIFICATIONS_TOP } from './notifications-place';
import { palette } from './palette';

const ARIAL = 'Arial, "Helvetica Neue", Helvetica, sans-serif';
/** The app bar's height: its toolbar is MUI's dense one. */
const APP_BAR_HEIGHT = 48;
/** The class of the notifications' container at the top (AppProviders). */
export const NOTIFICATIONS_CLASS = 'app-notifications';
const VAZIRMATN = `Vazirmatn, ${ARIAL}`;

/** Seed section 9: one light theme, its breakpoints and the look of sheets, fields and buttons. */
export function createAppTheme(language: Language, rightToLeft = true) {
  return createTheme({
    direction: directionOf(language, rightToLeft),
    breakpoints: { values: { xs: 0, sm: 340, md: 540, lg: 800, xl: 1280 } },
    palette: {
      mode: 'light',
      primary: { main: palette.primary },
      secondary: { main: palette.secondary },
      success: { main: palette.success, light: palette.successLight },
      error: { main: palette.error },
      background: { default: palette.background, paper: palette.background },
    },
    typography: { fontFamily: language === 'fa' ? VAZIRMATN : ARIAL },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Notifications sit just under the app bar, never over its title and back button
          // (the class twice: notistack's own top comes after these styles), or under a
          // screen's progress while one is shown (lib/notifications-place.ts).
          [`.${NOTIFICATIONS_CLASS}.${NOTIFICATIONS_CLASS}`]: {
            top: `max(${APP_BAR_HEIGHT + 4}px, var(${NOTIFICATIONS_TOP}, 0px))`,
          },
        },
      },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiPaper: { defaultProps: { elevation: 4 } },
      MuiAppBar: { defaultProps: { elevation: 4 } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        // The seed's button texts are shown as written ('Get Code'), not in capitals.
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
      MuiInputBase: {
        styleOverrides: { root: { fontFamily: language === 'fa' ? VAZIRMATN : ARIAL } },
      },
    },
  });
}
