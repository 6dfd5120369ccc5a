import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useClientState } from '@/lib/client-state';
import { applyLanguage, directionOf, i18n } from '@/lib/i18n';
import { APP_NOTIFICATION_MS } from '@/lib/notify';
import { createAppTheme, NOTIFICATIONS_CLASS } from '@/lib/theme';

// Right-to-left styles are flipped by a stylis plugin in a cache of their own.
const caches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export function AppProviders(props: {
  queryClient: QueryClient;
  /** The server's render keeps its styles in caches of its own (entry-server.tsx). */
  caches?: { ltr: EmotionCache; rtl: EmotionCache };
  children: ReactNode;
}) {
  const language = useClientState((state) => state.language);
  const rightToLeft = useClientState((state) => state.rightToLeft);
  const theme = useMemo(() => createAppTheme(language, rightToLeft), [language, rightToLeft]);
  useEffect(() => applyLanguage(language, rightToLeft), [language, rightToLeft]);
  // The server writes labels, answers and categories in the caller's language: ask again.
  const shownLanguage = useRef(language);
  const { queryClient } = props;
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void queryClient.invalidateQueries();
  }, [language, queryClient]);

  return (
    <I18nextProvider i18n={i18n}>
      <CacheProvider value={(props.caches ?? caches)[directionOf(language, rightToLeft)]}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <QueryClientProvider client={props.queryClient}>
            <SnackbarProvider
              maxSnack={3}
              autoHideDuration={APP_NOTIFICATION_MS}
              anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
              classes={{ containerAnchorOriginTopCenter: NOTIFICATIONS_CLASS }}
            >
              {props.children}
            </SnackbarProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </CacheProvider>
    </I18nextProvider>
  );
}
