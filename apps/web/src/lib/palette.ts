/**
 * The theme's colours (seed section 9), on their own so that the build reads them too: the web
 * app manifest's theme and background colours and the icons' backgrounds (vite.config.ts).
 */
export const palette = {
  primary: '#1976d2',
  secondary: '#ffc107',
  success: '#4caf50',
  successLight: '#81c784',
  error: '#f44336',
  background: '#ffffff',
} as const;
