import { useMatches, type Params } from 'react-router';

/**
 * Seed section 2: which bottom navigation a page has. The layout draws the main links and the
 * item actions (on the item the path names); the comment screen has none, its send icon sits at
 * its text box (issue 32).
 */
export type NavVariant = 'main' | 'item' | 'none';

/** What the layout needs to know of a route: its title (screens namespace) and its navigation. */
export interface RouteHandle {
  title: string;
  nav: NavVariant;
  /**
   * Where the app bar's back arrow goes, fixed or from the route's params (an item's screen goes
   * back to the item); no arrow when unset. A screen may set a better one (the previous step).
   */
  back?: string | ((params: Params) => string);
}

/** The app bar's back target of this route, its params filled in. */
export const backOf = (handle: RouteHandle, params: Params) =>
  typeof handle.back === 'function' ? handle.back(params) : handle.back;

export function useRouteHandle(): RouteHandle & { backHref?: string } {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const handle = match?.handle as RouteHandle | undefined;
    if (match && handle?.title) return { ...handle, backHref: backOf(handle, match.params) };
  }
  return { title: 'notFound', nav: 'none' };
}
