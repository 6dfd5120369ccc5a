/**
 * Leaving the app for another site (the payment gateway's page). One object, so that a screen
 * test can watch where the page would go: jsdom cannot navigate to another origin.
 */
export const browser = {
  leaveTo(url: string): void {
    window.location.assign(url);
  },
};
