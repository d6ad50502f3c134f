// The page's only loader of its scripts, inlined in every page's <head> by pageTemplate.ts, which
// lists them in its `data-page-scripts` attribute: it asks for them once the page is parsed and its
// largest content painted, so that the reader sees the page before the browser downloads, evaluates
// and hydrates it. Deferred scripts ran before the first paint whenever they arrived while the page
// was parsed, and their downloads, even preloaded at low priority, shared a slow link with the style
// sheet and fonts the paint waits for.
(function () {
  var scripts = (document.currentScript.getAttribute('data-page-scripts') || '').split(' ').filter(Boolean);
  var parsed = false;
  var painted = false;
  var started = false;

  function start() {
    if (started || !parsed || !painted) return;
    started = true;
    for (var i = 0; i < scripts.length; i += 1) {
      var script = document.createElement('script');
      script.src = scripts[i];
      // Run in the listed order, as the deferred scripts they replace did, and downloaded together.
      script.async = false;
      document.head.appendChild(script);
    }
  }

  function onPainted() {
    painted = true;
    start();
  }

  var supported = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var paintType =
    supported.indexOf('largest-contentful-paint') >= 0 ? 'largest-contentful-paint' : supported.indexOf('paint') >= 0 ? 'paint' : '';
  if (paintType) {
    var observer = new PerformanceObserver(function (list) {
      var contentful = list.getEntries().some(function (entry) {
        return entry.entryType === 'largest-contentful-paint' || entry.name === 'first-contentful-paint';
      });
      if (!contentful) return;
      observer.disconnect();
      onPainted();
    });
    observer.observe({type: paintType, buffered: true});
    // Browsers report no paint for a page that is never shown, and some not for every page.
    setTimeout(onPainted, 3000);
  } else {
    painted = true;
  }

  document.addEventListener('DOMContentLoaded', function () {
    parsed = true;
    // A page opened in the background paints only when shown; it starts now, as it did before.
    if (document.visibilityState === 'hidden') painted = true;
    start();
  });
})();
