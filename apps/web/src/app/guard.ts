import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

const openPatterns = Object.values(paths)
  .filter((route) => route.open)
  .map((route) => route.path);
const knownPatterns = Object.values(paths).map((route) => route.path);

/**
 * Seed section 6: the open routes, and any path starting with /auth/. A path that matches no
 * route at all is open too: it shows the not-found screen, which has nothing to protect.
 */
export function isOpenPath(pathname: string): boolean {
  if (pathname.startsWith('/auth/') || pathname === '/home') return true;
  if (openPatterns.some((pattern) => matchPath(pattern, pathname))) return true;
  return !knownPatterns.some((pattern) => matchPath(pattern, pathname));
}

export type GuardDecision = 'proceed' | 'prompt-login';

/** Before every navigation: a visitor going to a guarded route is asked to sign in and stays. */
export function guardNavigation(options: { pathname: string; auth: boolean }): GuardDecision {
  if (options.auth || isOpenPath(options.pathname)) return 'proceed';
  return 'prompt-login';
}

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

export const fullPath = (location: LocationLike) =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * Seed section 6: on navigation outside /auth/, leftover modal backdrops go and the body's scroll
 * styles are reset. A backdrop is left over when it hangs on the body outside any modal (a
 * modal's own backdrop lives inside its root and goes with it); the scroll lock is left over when
 * no modal is open.
 */
export function clearLeftoverOverlays(pathname: string, doc: Document = document): void {
  if (pathname.startsWith('/auth/')) return;
  for (const backdrop of doc.querySelectorAll('body > .MuiBackdrop-root')) backdrop.remove();
  if (doc.querySelector('.MuiModal-root:not(.MuiModal-hidden)')) return;
  doc.body.style.removeProperty('overflow');
  doc.body.style.removeProperty('padding-right');
}
