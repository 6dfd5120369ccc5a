import { createTheme } from '@mui/material/styles';
import type { Language } from '@ideabazaar/shared/i18n/language';
import { directionOf } from './i18n';

const ARIAL = 'Arial, "Helvetica Neue", Helvetica, sans-serif';
const VAZIRMATN = `Vazirmatn, ${ARIAL}`;

/** Seed section 9: one light theme, its breakpoints and the look of sheets, fields and buttons. */
export function createAppTheme(language: Language) {
  return createTheme({
    direction: directionOf(language),
    breakpoints: { values: { xs: 0, sm: 340, md: 540, lg: 800, xl: 1280 } },
    palette: {
      mode: 'light',
      primary: { main: '#1976d2' },
      secondary: { main: '#ffc107' },
      success: { main: '#4caf50', light: '#81c784' },
      error: { main: '#f44336' },
      background: { default: '#ffffff', paper: '#ffffff' },
    },
    typography: { fontFamily: language === 'fa' ? VAZIRMATN : ARIAL },
    components: {
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
