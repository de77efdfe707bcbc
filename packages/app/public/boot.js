// Starts the app of a page the server drew, once that page has been painted: on a slow connection the
// first paint's styles and font then do not share the line with the app's scripts. The server puts
// this script in place of the app's own script tags (src/prerender/render.tsx) and names them in
// `data-entry` and `data-modules`.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const modules = JSON.parse(script.dataset.modules ?? '[]');
  // Asking for a module costs the phone a few milliseconds; a page asks for some fifty, so they are
  // asked for two per task, which leaves the phone free to answer a tap in between. A message starts
  // the next task at once, where a nested timeout would wait 4 ms.
  const perTask = 2;
  const nextTask = (callback) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = callback;
    channel.port2.postMessage(null);
  };
  const preload = (from) => {
    for (const href of modules.slice(from, from + perTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (from + perTask < modules.length) nextTask(() => preload(from + perTask));
    else nextTask(startApp);
  };
  const startApp = () => {
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.append(app);
  };
  // The first date format of a page readies the browser's date data (tens of milliseconds on a
  // phone), which every page needs: done here, before the first paint, it holds no tap up, as it would
  // in the app's first task (react-aria asks the browser's date formats when its code is loaded).
  Intl.DateTimeFormat.supportedLocalesOf([document.documentElement.lang || 'fi']);
  // The frame's callback runs before its paint; the timeout's, after it.
  requestAnimationFrame(() => setTimeout(() => preload(0), 0));
})();
