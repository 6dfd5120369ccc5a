import {
  LANGUAGE_COOKIE,
  LEFT_TO_RIGHT_COOKIE,
  SIGNED_IN_COOKIE,
} from '@ideabazaar/shared/first-screen';
import type { Language } from '@ideabazaar/shared/i18n/language';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const write = (name: string, value: string, maxAge: number) => {
  document.cookie = `${name}=${value}; path=/; max-age=${maxAge}; samesite=lax`;
};

/** The server draws a first visit's screen in this language (entry-server.tsx). */
export function rememberLanguage(language: Language) {
  write(LANGUAGE_COOKIE, language, YEAR_SECONDS);
}

/**
 * Kept like the language: a Persian reader who turned right-to-left off gets the server's first
 * screen left to right too.
 */
export function rememberDirection(rightToLeft: boolean) {
  if (rightToLeft) write(LEFT_TO_RIGHT_COOKIE, '', 0);
  else write(LEFT_TO_RIGHT_COOKIE, '1', YEAR_SECONDS);
}

/**
 * Whether someone is signed in on this browser: the server then leaves the screens a member
 * sees otherwise to the app (an item, the details). Nothing of the member is in it.
 */
export function rememberSignedIn(signedIn: boolean) {
  if (signedIn) write(SIGNED_IN_COOKIE, '1', YEAR_SECONDS);
  else write(SIGNED_IN_COOKIE, '', 0);
}
