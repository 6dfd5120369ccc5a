import { useMatches } from 'react-router';

/**
 * Seed section 2: which bottom navigation a page has. The layout draws the main links and the
 * item actions (on the item the path names); the comment screen's form brings its send icon.
 */
export type NavVariant = 'main' | 'comments' | 'item' | 'none';

/** What the layout needs to know of a route: its title (screens namespace) and its navigation. */
export interface RouteHandle {
  title: string;
  nav: NavVariant;
  /** Where the app bar's back arrow goes; no arrow when unset. */
  back?: string;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return { title: 'notFound', nav: 'none' };
}
