import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable the notifications' container reads for its top (lib/theme.ts). */
export const NOTIFICATIONS_TOP = '--notifications-top';
/** The gap between a progress and the notifications under it. */
const GAP = 8;

const kept = new Set<HTMLElement>();

/** Places the notifications under the lowest progress on screen, or where the theme puts them. */
function place() {
  const root = document.documentElement;
  const bottoms = [...kept].map((element) => element.getBoundingClientRect().bottom);
  if (bottoms.length === 0) root.style.removeProperty(NOTIFICATIONS_TOP);
  else root.style.setProperty(NOTIFICATIONS_TOP, `${Math.round(Math.max(...bottoms) + GAP)}px`);
}

/**
 * Keeps the app's notifications (top centre, seed section 2) below this element while it is
 * shown: a progress at the top of a screen ('Please answer the questions' over 'Step First' was
 * issue 32's complaint). Several at once (a screen fading out as the next fades in) keep them
 * under the lowest one.
 */
export function useNotificationsBelow(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    kept.add(element);
    place();
    window.addEventListener('resize', place);
    return () => {
      kept.delete(element);
      window.removeEventListener('resize', place);
      place();
    };
  }, [ref]);
}
