// Decknamen's service worker: keeps the page and the app for offline play.
// `make web` (.ci/package.sh web) writes CACHE and FILES: the cache's name
// carries the version and a hash of the files, so a new bundle installs a
// new cache, and the old one is deleted once the new one is active. Each
// address is relative to this file, so the folder can be served from
// anywhere.
"use strict";
const CACHE = "{{CACHE}}";
const FILES = {{FILES}};

self.addEventListener("install", (e) => {
	e.waitUntil((async () => {
		const cache = await caches.open(CACHE);
		// no-cache: revalidated with the server (a 304 when the browser's
		// own cache already holds this very file from the first visit).
		await cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })));
		await self.skipWaiting();
	})());
});

self.addEventListener("activate", (e) => {
	e.waitUntil((async () => {
		for (const name of await caches.keys()) {
			if (name.startsWith("decknamen-") && name !== CACHE) await caches.delete(name);
		}
		await self.clients.claim();
	})());
});

// Cache first for the bundle's own files (the page under "./" too, and
// whatever query it was opened with); everything else goes to the network.
self.addEventListener("fetch", (e) => {
	const req = e.request;
	if (req.method !== "GET" || new URL(req.url).origin !== location.origin) return;
	e.respondWith((async () => {
		const cache = await caches.open(CACHE);
		let hit = await cache.match(req, { ignoreSearch: true });
		if (!hit && req.mode === "navigate") hit = await cache.match("index.html");
		return hit || fetch(req);
	})());
});
