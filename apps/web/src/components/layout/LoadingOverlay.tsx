import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useIsFetching, useIsMutating, type Query } from '@tanstack/react-query';

/** Seed section 9: the loading overlay fades after 150 ms; a failed call clears it too. */
export const LOADING_FADE_MS = 150;

/** Queries with `meta: { background: true }` (a list refreshing itself) never cover the screen. */
const foreground = { predicate: (query: Query) => query.meta?.background !== true };

export function LoadingOverlay() {
  const busy = useIsFetching(foreground) + useIsMutating() > 0;
  return (
    <Backdrop
      open={busy}
      transitionDuration={{ enter: LOADING_FADE_MS, exit: LOADING_FADE_MS }}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}
      data-testid="loading-overlay"
    >
      <CircularProgress color="inherit" aria-label="loading" />
    </Backdrop>
  );
}
