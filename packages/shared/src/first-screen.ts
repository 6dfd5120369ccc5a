/**
 * The cookies the web app keeps for the server's drawing of a first screen
 * (apps/server/src/plugins/first-screen.ts, docs/decisions.md "The first screen's HTML"). They
 * carry no identity and are read for nothing else.
 */

/** The chosen language: the screen is drawn in it. */
export const LANGUAGE_COOKIE = 'ideabazaar_lang';

/**
 * Present ('1') when a Persian reader turned right-to-left off in the profile: their Persian
 * screens are drawn left to right, as the app draws them.
 */
export const LEFT_TO_RIGHT_COOKIE = 'ideabazaar_ltr';

/**
 * Present while someone is signed in on this browser (the token itself stays in the browser's
 * storage): screens that differ for a member are then not drawn as a visitor sees them.
 */
export const SIGNED_IN_COOKIE = 'ideabazaar_member';
