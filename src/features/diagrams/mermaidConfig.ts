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

// Labels the themes draw under WCAG AA (tests/browser/diagrams.test.ts measures every one): the
// neutral theme's #333 on the timeline's mid-grey sections (2.8:1 on #777, 4.4:1 on #999), the dark
// theme's light grey on its orange and blue sections (3.7:1, 4.3:1) and its note text (4.5:1 just short).
// Only the drawings use them: the dev server's theme-mermaid takes one set of options for both modes.
export const mermaidThemeVariables: Record<ColorMode, Record<string, string>> = {
  light: {cScaleLabel3: '#000', cScaleLabel4: '#000', cScaleLabel9: '#000', cScaleLabel10: '#000'},
  dark: {cScaleLabel6: '#fff', cScaleLabel10: '#fff', noteTextColor: '#e3e3e3'},
};

export const mermaidConfig = (mode: ColorMode): MermaidConfig => ({
  startOnLoad: false,
  ...mermaidOptions,
  theme: mermaidThemes[mode],
  themeVariables: mermaidThemeVariables[mode],
});
