import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useRef, useState, type ReactNode } from 'react';

/** How far (px) the list must be pulled down, past its top, to refresh. */
export const PULL_THRESHOLD = 64;
const MAX_PULL = 96;

/**
 * Pull to refresh on touch screens: pulling the page down from its top shows a growing spinner;
 * letting go past the threshold runs `onRefresh` and keeps the spinner until it is done.
 */
export function PullToRefresh(props: {
  onRefresh: () => Promise<unknown>;
  label: string;
  children: ReactNode;
}) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const [dragging, setDragging] = useState(false);

  const end = () => {
    const pulled = pull;
    start.current = null;
    setDragging(false);
    setPull(0);
    if (pulled < PULL_THRESHOLD || refreshing) return;
    setRefreshing(true);
    void props.onRefresh().finally(() => setRefreshing(false));
  };
  const height = refreshing ? 48 : pull;

  return (
    <Box
      data-testid="pull-to-refresh"
      onTouchStart={(event) => {
        start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
        setDragging(start.current !== null);
      }}
      onTouchMove={(event) => {
        if (start.current === null) return;
        const delta = (event.touches[0]?.clientY ?? start.current) - start.current;
        setPull(Math.max(0, Math.min(MAX_PULL, delta / 2)));
      }}
      onTouchEnd={end}
      onTouchCancel={() => {
        start.current = null;
        setDragging(false);
        setPull(0);
      }}
    >
      <Box
        sx={{
          height,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          transition: dragging ? undefined : 'height 150ms',
        }}
      >
        {height > 0 && (
          <CircularProgress
            size={28}
            aria-label={props.label}
            variant={refreshing ? 'indeterminate' : 'determinate'}
            value={Math.min(100, (pull / PULL_THRESHOLD) * 100)}
          />
        )}
      </Box>
      {props.children}
    </Box>
  );
}
