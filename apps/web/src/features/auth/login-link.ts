import { paths } from '@/config/paths';

/**
 * Pages whose `token` query parameter is their own, never a sign-in: an e-mail's unsubscribe link
 * carries the unsubscribe token there, which the login dialog must not take for an access token
 * (it would say "Login successful", leave the page and be signed out by the first 401).
 */
const OWN_TOKEN_PATHS: ReadonlySet<string> = new Set([paths.unsubscribe.path]);

/**
 * Seed section 2's sign-in link in a location: the `token` that signs in and the `referral_code`
 * the login dialog opens with, each null when absent (the token also on a page whose own it is).
 */
export function loginLink(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  return {
    token: OWN_TOKEN_PATHS.has(pathname) ? null : params.get('token'),
    referralCode: params.get('referral_code'),
  };
}
