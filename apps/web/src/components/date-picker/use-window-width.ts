import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** True while the window is wider than `width` pixels; follows resizes. */
export function useWindowWiderThan(width: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth > width,
    () => true,
  );
}
