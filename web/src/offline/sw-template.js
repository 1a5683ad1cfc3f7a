// keyscape's service worker (written into the build by precachePlugin.ts, which fills in the
// version and the list of every built file). Install: fetch and cache every file of this
// version. Activate: drop older versions' caches and take over the open pages (the page says
// "updated"). Fetch: same-origin GETs are answered from the cache (a page load of a built page,
// index.html or embed.html, gets that page; any other page load the cached index.html),
// anything missing goes to the network.
const VERSION = "__PRECACHE_VERSION__";
const FILES = ["__PRECACHE_FILES__"];
const CACHE = `keyscape-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('keyscape-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'version') event.source?.postMessage({ kind: 'version', version: VERSION });
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  // A page load gets its own page when it is a built page (embed.html), else index.html.
  const index = new URL('./index.html', self.registration.scope).href;
  // caches.match, not caches.open: opening would re-create a cache that a newer version deleted.
  event.respondWith(
    caches
      .match(req, { cacheName: CACHE, ignoreSearch: true })
      .then((hit) => hit ?? (req.mode === 'navigate' ? caches.match(index, { cacheName: CACHE }) : undefined))
      .then((hit) => hit ?? fetch(req)),
  );
});
