/**
 * A full page load to another app. The back office is a separate chunk started by src/main.tsx on `/admin`
 * paths, so reaching it from the storefront must load the page anew rather than change the router's location.
 * An object (not a bare function) so tests can watch it.
 */
export const fullNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
