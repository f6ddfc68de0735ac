// Inlined first in the page's <head> by first-screen-plugin.cjs: before any script has loaded, it
// starts side by side what the first screen needs (ARCHITECTURE §4, "First screen"), from the page
// data the server put in the page (server/src/http/first-screen-page.ts). The shell takes over
// what it started (src/first-screen/). No imports and no build step: it is inlined as written.
(() => {
  var handover = {};
  window.__portalFirstScreen = handover;
  var block = document.getElementById('portal-first-screen');
  var data = null;
  try {
    data = block ? JSON.parse(block.textContent || 'null') : null;
  } catch (_error) {
    data = null;
  }
  if (data) handover.registry = data.registry;

  var token = null;
  try {
    token = window.localStorage.getItem('portal.token');
  } catch (_error) {
    return;
  }
  // Signed out: the shell goes to the login page, which needs none of this.
  if (!token) return;

  handover.bootstrap = fetch('/api/bootstrap', {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  }).then((response) => {
    if (!response.ok) throw new Error(`/api/bootstrap answered ${response.status}`);
    return response.json();
  });
  // Whoever reads it handles a failure (the shell then makes the separate calls).
  handover.bootstrap.catch(() => {});
  if (!data) return;

  // As the shell's getClientMode: `?client=`, else the mode kept for the session, else browser.
  var requested = new URLSearchParams(window.location.search).get('client');
  var mode = data.clientModes.indexOf(requested) !== -1 ? requested : null;
  try {
    mode = mode || window.sessionStorage.getItem('portal.clientMode');
  } catch (_error) {
    mode = null;
  }
  if (data.clientModes.indexOf(mode) === -1) mode = 'browser';

  function preload(href, as) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    // The federation runtime reads a manifest with fetch(): a CORS request, as this must be.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  }
  data.preload.forEach((group) => {
    if (group.clientModes.indexOf(mode) === -1) return;
    group.fetch.forEach((href) => {
      preload(href, 'fetch');
    });
    group.script.forEach((href) => {
      preload(href, 'script');
    });
    group.style.forEach((href) => {
      preload(href, 'style');
    });
  });
})();
