/**
 * The path whose screen the server drew into the page (entry-server.tsx): its first render in the
 * browser replaces that HTML with the same screen, so it must not fade in from nothing. Cleared
 * once that screen has shown; every later screen fades in as the seed says.
 */
export const serverDrawn: { path: string | null } = { path: null };
