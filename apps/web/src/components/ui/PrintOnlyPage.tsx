import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * On paper only the page's own sheet (a receipt, a certificate): the app bar, the bottom
 * navigation and whatever is marked `data-print="hide"` go, and the page takes the paper's whole
 * width. Drawn by the screen while it is shown.
 */
export function PrintOnlyPage() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.MuiAppBar-root, .MuiBottomNavigation-root, [data-print="hide"]': {
            display: 'none !important',
          },
          main: { maxWidth: 'none !important', padding: '0 !important' },
          body: { background: '#fff' },
        },
      }}
    />
  );
}
