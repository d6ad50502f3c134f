// `npm run diagrams`: draws every ```mermaid block of the docs ahead of time, with the installed
// mermaid in Chromium, in the site's light and dark mermaid themes, into src/features/diagrams/rendered
// (committed), so the production build ships each diagram as SVG in its page's HTML and no diagram code.
// Renders only what is missing and removes what no page uses; `--all` redraws everything;
// `--list` prints every block's file, key and first line as JSON, drawing nothing (the content test).
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {chromiumFlags, chromiumPath} from './chromium';
import {bodyFont, mermaidConfig} from '../src/features/diagrams/mermaidConfig';
import {
  colorModes,
  diagramKey,
  findDiagrams,
  mermaidDir,
  mermaidVersion,
  readRenderedIndex,
  renderedDir,
  renderedIndexFile,
  svgFile,
  svgId,
  type RenderedIndex,
} from '../src/features/diagrams/diagrams';

const siteDir = path.resolve(__dirname, '..');

type Drawn = {svg: string; width: number; height: number; label: string};

/**
 * Mermaid's bookkeeping attributes go, and it gives many elements ids nothing points at, some repeated in one drawing (a sequence
 * diagram's actors) and some without the diagram's id: those are dropped, and every id left starts
 * with the diagram's, so the remark plugin can make a second copy on one page unique by renaming
 * that one prefix.
 */
function tidy(svg: string, id: string): string {
  // Mermaid's bookkeeping for its own scripts (edge points, element kinds) that nothing reads in a
  // drawing; the points alone are a fifth of a flowchart.
  svg = svg.replace(/\s(?:data-(?:points|et|id|look|edge|type)|name)="[^"]*"/g, '').replace(/\sstyle="[;\s]*"/g, '');
  // Valid HTML once inline (the Nu Html Checker, tests/build/validHtml.test.ts): a label's <p> inside
  // its <span> becomes a block <span>, and a sequence actor's circle loses the width and height
  // SVG gives no circle.
  svg = svg
    .replace(/<p>/g, '<span class="label-line">')
    .replace(/<\/p>/g, '</span>')
    .replace(/<circle([^>]*?) width="[^"]*" height="[^"]*"/g, '<circle$1');
  const referenced = new Set([...svg.matchAll(/#([A-Za-z][\w:.-]*)/g)].map(([, value]) => value));
  let result = svg.replace(/\sid="([^"]+)"/g, (attribute, value: string) => (value === id || referenced.has(value) ? attribute : ''));
  for (const value of referenced) {
    if (value.startsWith(id) || !result.includes(`id="${value}"`)) continue;
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    result = result
      .replace(new RegExp(`id="${escaped}"`, 'g'), `id="${id}-${value}"`)
      .replace(new RegExp(`#${escaped}(?![\\w:.-])`, 'g'), `#${id}-${value}`);
  }
  return result;
}

async function main(): Promise<void> {
  const redrawAll = process.argv.includes('--all');
  const diagrams = await findDiagrams(siteDir);
  if (process.argv.includes('--list')) {
    const listed = diagrams.map(({file, source}) => ({file, key: diagramKey(source), firstLine: source.trim().split('\n')[0]}));
    process.stdout.write(JSON.stringify({mermaid: mermaidVersion(), diagrams: listed}));
    return;
  }
  const keys = new Map(diagrams.map(({source}) => [diagramKey(source), source]));
  const previous = readRenderedIndex(siteDir);
  const index: RenderedIndex = {mermaid: mermaidVersion(), diagrams: {}};
  const missing = [...keys].filter(
    ([key]) => redrawAll || !previous.diagrams[key] || colorModes.some((mode) => !fs.existsSync(svgFile(siteDir, key, mode))),
  );
  fs.mkdirSync(renderedDir(siteDir), {recursive: true});

  if (missing.length > 0) {
    const browser = await chromium.launch({executablePath: chromiumPath, headless: true, args: chromiumFlags});
    try {
      const page = await browser.newPage();
      // 16 px, the page's body size: mermaid measures its labels in this document.
      await page.setContent(`<!doctype html><html><body style="margin:0;font-size:16px;font-family:${bodyFont}"></body></html>`);
      await page.addScriptTag({path: path.join(mermaidDir(), 'dist/mermaid.min.js')});
      for (const [key, source] of missing) {
        for (const mode of colorModes) {
          const id = svgId(key, mode);
          const drawn = await page.evaluate(
            async ({id, source, config}): Promise<Drawn> => {
              // As a string-free global: mermaid.min.js defines window.mermaid.
              const mermaid = (
                window as unknown as {mermaid: {initialize(c: unknown): void; render(id: string, text: string): Promise<{svg: string}>}}
              ).mermaid;
              mermaid.initialize(config);
              const {svg} = await mermaid.render(id, source);
              const holder = document.createElement('div');
              holder.innerHTML = svg;
              document.body.append(holder);
              const element = holder.querySelector('svg')!;
              const box = element.viewBox.baseVal;
              // Natural size, from the drawing's own coordinates; no max-width left from mermaid.
              const width = Math.ceil(box.width);
              const height = Math.ceil(box.height);
              element.setAttribute('width', String(width));
              element.setAttribute('height', String(height));
              element.style.removeProperty('max-width');
              if (!element.getAttribute('style')) element.removeAttribute('style');
              const label = element.querySelector('title')?.textContent ?? '';
              const out = holder.innerHTML;
              holder.remove();
              return {svg: out, width, height, label};
            },
            {id, source, config: mermaidConfig(mode)},
          );
          fs.writeFileSync(svgFile(siteDir, key, mode), `${tidy(drawn.svg, id)}\n`);
          index.diagrams[key] = {width: drawn.width, height: drawn.height, label: drawn.label};
        }
        console.log(`drew ${key} (${diagrams.find((diagram) => diagramKey(diagram.source) === key)?.file})`);
      }
    } finally {
      await browser.close();
    }
  }

  for (const key of keys.keys()) index.diagrams[key] ??= previous.diagrams[key];
  const sorted = Object.fromEntries(Object.entries(index.diagrams).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(renderedIndexFile(siteDir), `${JSON.stringify({...index, diagrams: sorted}, null, 2)}\n`);
  for (const file of fs.readdirSync(renderedDir(siteDir))) {
    const key = file.replace(/-(light|dark)\.svg$/, '');
    if (file.endsWith('.svg') && !keys.has(key)) fs.rmSync(path.join(renderedDir(siteDir), file));
  }
  console.log(`${keys.size} diagrams (${diagrams.length} blocks), ${missing.length} drawn`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
