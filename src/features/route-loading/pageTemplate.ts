import fs from 'node:fs';
import path from 'node:path';

/** The inline loader of every page's scripts (./startAfterFirstPaint.js). */
export const startAfterFirstPaintScript = fs.readFileSync(path.join(__dirname, 'startAfterFirstPaint.js'), 'utf8');

/**
 * Every page's HTML (`ssrTemplate`): Docusaurus's template (`@docusaurus/core` 3.10.2,
 * `lib/ssg/ssgTemplate.html.js`, compared by tests/unit/overrides.test.ts) with two changes, so that
 * the page is parsed and painted before its scripts are downloaded or run, as it is without them:
 * - the page's scripts are not deferred scripts but a list (`data-page-scripts`) on the loader,
 *   ./startAfterFirstPaint.js, which asks for them once the page is parsed and its largest content
 *   painted. Deferred scripts ran as soon as parsing ended, often before the first paint, and with
 *   them the browser's check of the page's form fields (the navbar search box), which lays out the
 *   whole page; downloaded with the page, even preloaded at low priority, they took a slow link's
 *   bandwidth from the style sheet and fonts the first paint waits for;
 * - the inline scripts (without attributes, as `injectHtmlTags` writes them) of `headTags` (ours:
 *   the notices the reader dismissed) and of `preBodyTags` (theme-classic's colour mode and
 *   announcement bar attributes, which set attributes of `<html>` only) run in that same element,
 *   in that order, before the style sheet: a script after a style sheet that is still loading stops
 *   the parser until it has loaded, so the whole body was parsed after the style sheet arrived; and
 *   each script element costs a compile of its own before the first paint.
 */
export const pageTemplate = String.raw`<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <% const inlineScript = /<script>([\s\S]*?)<\/script>/g; const textsOf = (tags) => [...tags.matchAll(inlineScript)].map((match) => match[1]); %>
    <%~ it.headTags.replace(inlineScript, '') %>
    <script data-page-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>"><%~ [...textsOf(it.headTags), ...textsOf(it.preBodyTags)].join(';\n') %>;
${startAfterFirstPaintScript}</script>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags.replace(inlineScript, '') %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
