// Where share links point. A site built with `./scripts/build site --base-url URL` (or
// KEYSCAPE_BASE_URL) shares links to that address, so a team hosting the page at
// https://example.org/tools/keyscape/ shares links there whatever address it was opened at;
// without one, a link is the page's own address. vite.config.ts checks and defines the value.

/** The configured base URL (absolute, ending in "/"), or '' when none was configured. */
export const SHARE_BASE_URL: string = __KEYSCAPE_BASE_URL__;

/** The whole share link for a `#…` fragment (without its "#"), e.g. `m=v1.…`. */
export function shareLink(fragment: string, base: string = SHARE_BASE_URL): string {
  if (base) return `${base}#${fragment}`;
  return `${location.href.split('#')[0]}#${fragment}`;
}

/** The embed page's address (embed.html beside the page) with a `#…` fragment. */
export function embedLink(fragment: string, base: string = SHARE_BASE_URL): string {
  return `${new URL('embed.html', base || location.href).href}#${fragment}`;
}
