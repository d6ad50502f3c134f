import {themes} from 'prism-react-renderer';
import {tokenColorsCss} from '../../src/features/code-blocks/tokenColors';

const theme = (color: string, backgroundColor: string) => ({
  plain: {color, backgroundColor},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#008000', fontStyle: 'italic' as const}},
    {types: ['tag'], languages: ['markup', 'jsx'], style: {color: '#800000'}},
  ],
});

describe('token colours as CSS', () => {
  const css = tokenColorsCss({light: theme('#000', '#fff'), dark: theme('#ddd', '#111')}).split('\n');

  it('sets the code block colours of each mode', () => {
    expect(css).toContain(':root{--prism-color:#000;--prism-background-color:#fff}');
    expect(css).toContain("[data-theme='dark']{--prism-color:#ddd;--prism-background-color:#111}");
  });

  it('colours every token type a theme names, with every style property', () => {
    expect(css).toContain(':root .token.comment,:root .token.prolog{color:#008000;font-style:italic}');
  });

  it('keeps a style meant for some languages to those languages', () => {
    expect(css).toContain(':root .language-markup .token.tag,:root .language-jsx .token.tag{color:#800000}');
  });

  it('puts the dark rules last, so they win in dark mode', () => {
    const lastLight = css.map((rule) => rule.startsWith(':root')).lastIndexOf(true);
    const firstDark = css.findIndex((rule) => rule.startsWith("[data-theme='dark']"));
    expect(firstDark).toBeGreaterThan(lastLight);
  });

  it('covers every rule of the themes the site uses', () => {
    const siteCss = tokenColorsCss({light: themes.vsLight, dark: themes.vsDark});
    expect(siteCss.split('\n')).toHaveLength(2 + themes.vsLight.styles.length + themes.vsDark.styles.length);
  });
});
