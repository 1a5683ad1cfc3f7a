// Constants vite.config.ts defines at build time.

/** The share links' base URL (KEYSCAPE_BASE_URL, absolute, ending in "/"), or '' for the page's own address. */
declare const __KEYSCAPE_BASE_URL__: string;

/** True in the single-file build (`vite build --mode single`): no service worker, no second module. */
declare const __KEYSCAPE_SINGLE_FILE__: boolean;
