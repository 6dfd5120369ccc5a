import { useEffect, useState } from 'react';

/**
 * A part of a screen in a chunk of its own, which the screen fetches once it is up rather than
 * with it (issue 34: what an item's page runs before it answers). Unlike React.lazy it renders
 * at once when its chunk is in: a lazy component suspends on its first render even then, which
 * showed the buy dialog most of a second after the click under a 4x CPU slowdown.
 */
export interface Preloadable<T> {
  /** The part, once its chunk has been fetched. */
  current(): T | undefined;
  /** Fetches the chunk once; a failed fetch (offline) is tried again on the next call. */
  load(): Promise<T>;
}

export function preloadable<T>(load: () => Promise<T>): Preloadable<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    current: () => value,
    load: () => {
      loading ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The part when `wanted`, fetched after the render that wants it: undefined until its chunk is
 * in. `reload` asks for it again (a click made while offline).
 */
export function usePreloaded<T>(part: Preloadable<T>, wanted: boolean) {
  // A component is a function: kept in state as a value, not called as an updater.
  const [loaded, setLoaded] = useState<{ value: T } | undefined>(() => {
    const value = part.current();
    return value === undefined ? undefined : { value };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    part.load().then(
      (value) => live && setLoaded({ value }),
      // Offline with the chunk never cached: the part stays away until asked again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [part, wanted, loaded, attempt]);
  return { part: loaded?.value, reload: () => setAttempt((count) => count + 1) };
}
