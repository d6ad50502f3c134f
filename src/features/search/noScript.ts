// Pure. CSS that applies only with JavaScript off (a `<noscript>` in `<head>`, added by ./plugin.ts):
// the theme's search box and the search page's box and section menu need a script, so they are
// hidden; the navbar's form that opens /search (./SearchBar.tsx) and the page's note take their place.
export const searchNoScriptCss = ['.search-bar-script{display:none!important}', '.search-page .row{display:none}'].join('');
