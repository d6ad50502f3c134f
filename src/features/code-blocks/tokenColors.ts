import type {PrismTheme} from 'prism-react-renderer';

/** A Prism theme without colours: tokens keep their class names, and tokenColorsCss colours them. */
export const colorlessPrismTheme: PrismTheme = {plain: {}, styles: []};

const kebabCase = (property: string): string => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** CSS declarations for a React style object (`{fontStyle: 'italic'}` → `font-style:italic`). */
function declarations(style: object): string {
  return Object.entries(style)
    .map(([property, value]) => `${kebabCase(property)}:${String(value)}`)
    .join(';');
}

/** The rules that give code blocks under `scope` the colours of a Prism theme. */
function themeRules(theme: PrismTheme, scope: string): string[] {
  const {color, backgroundColor} = theme.plain;
  const plain = `${scope}{--prism-color:${color};--prism-background-color:${backgroundColor}}`;
  const tokens = theme.styles.map(({types, languages, style}) => {
    const selectors = (languages ?? ['']).flatMap((language) =>
      types.map((type) => `${scope} ${language ? `.language-${language} ` : ''}.token.${type}`),
    );
    return `${selectors.join(',')}{${declarations(style)}}`;
  });
  return [plain, ...tokens];
}

/**
 * The colours of the light and the dark Prism theme as CSS. Docusaurus writes a theme's colours
 * into every token's style attribute, and the server can only write the light ones; in CSS the
 * same HTML is right in both colour modes, so a code block needs no second render after loading.
 */
export function tokenColorsCss({light, dark}: {light: PrismTheme; dark: PrismTheme}): string {
  return [...themeRules(light, ':root'), ...themeRules(dark, "[data-theme='dark']")].join('\n');
}
