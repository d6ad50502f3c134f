// The mermaid settings both the dev server's live preview (themeConfig.mermaid) and the pre-render
// (scripts/diagrams.ts) use, so a writer previews what readers get.
import type {MermaidConfig} from 'mermaid';

/** The body's font, --ifm-font-family-base in src/css/custom.css. */
export const bodyFont = "system-ui, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol'";

export const mermaidThemes = {light: 'neutral', dark: 'dark'} as const;
export type ColorMode = keyof typeof mermaidThemes;

// Natural size (no useMaxWidth): a diagram's text keeps mermaid's 16 px and a wide diagram scrolls
// in its box instead of being shrunk to the column. Labels inherit the body's font (the SVG is inline
// in the page; the pre-render measures them in that font too), so they match the prose.
const naturalSize = {useMaxWidth: false};
export const mermaidOptions: MermaidConfig = {
  fontFamily: 'inherit',
  flowchart: naturalSize,
  sequence: naturalSize,
  timeline: naturalSize,
  state: naturalSize,
  class: naturalSize,
  er: naturalSize,
  gantt: naturalSize,
  journey: naturalSize,
  pie: naturalSize,
};

export const mermaidConfig = (mode: ColorMode): MermaidConfig => ({startOnLoad: false, ...mermaidOptions, theme: mermaidThemes[mode]});
