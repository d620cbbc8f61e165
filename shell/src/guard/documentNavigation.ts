/**
 * Loads another document (the sign-in page and the portal are separate pages). One object, so
 * tests can watch it: jsdom does not navigate.
 */
export const documentNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};
