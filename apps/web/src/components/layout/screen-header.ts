import { useEffect, useLayoutEffect, useRef } from 'react';
import { create } from 'zustand';

interface ScreenHeader {
  /** A title in place of the route's own ('New Idea' on the question screen). */
  title: string | null;
  /** A back action in place of the route's fixed back path (the previous question). */
  back: (() => void) | null;
}

const useHeaderStore = create<ScreenHeader>(() => ({ title: null, back: null }));

/** What the app bar shows in place of the route's title and back path, when a screen says so. */
export const useScreenHeaderOverride = () => useHeaderStore();

/**
 * Lets a screen name the app bar's title and back action while it is shown; the route's own
 * return when the screen goes.
 */
export function useScreenHeader(options: { title?: string; onBack?: () => void }) {
  const back = useRef(options.onBack);
  useEffect(() => {
    back.current = options.onBack;
  });
  const { title } = options;
  const hasBack = options.onBack !== undefined;
  useLayoutEffect(() => {
    useHeaderStore.setState({
      title: title ?? null,
      back: hasBack ? () => back.current?.() : null,
    });
    return () => useHeaderStore.setState({ title: null, back: null });
  }, [title, hasBack]);
}
