import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef } from 'react';

/**
 * The end of a paged list: asks for the next page when it scrolls into view (IntersectionObserver),
 * with a button for browsers without one and for keyboards.
 */
export function LoadMore(props: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  moreLabel: string;
  loadingLabel: string;
}) {
  const { hasMore, loading } = props;
  const sentinel = useRef<HTMLDivElement>(null);
  const onMore = useRef(props.onMore);
  useEffect(() => {
    onMore.current = props.onMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!hasMore || loading || !element || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer reports at once whether the end is still in view after a page arrives.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMore.current();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <Box
      ref={sentinel}
      data-testid="load-more"
      sx={{ display: 'grid', placeItems: 'center', py: 2 }}
    >
      {loading ? (
        <CircularProgress size={28} aria-label={props.loadingLabel} />
      ) : (
        <Button onClick={props.onMore}>{props.moreLabel}</Button>
      )}
    </Box>
  );
}
