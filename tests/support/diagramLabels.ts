// Measures what a reader sees of each diagram's labels, in the browser (page.evaluate): the
// effective size of the text and its contrast against what is drawn behind it.

export type LabelReading = {text: string; fontPx: number; contrast: number; large: boolean; colour: string; behind: string};

/** Runs in the page: every visible label of every `.diagram` on it. */
export function readDiagramLabels(): LabelReading[] {
  const parse = (value: string): [number, number, number, number] | undefined => {
    const match = value.match(/rgba?\(([^)]+)\)/);
    if (!match) return undefined;
    const [r, g, b, a = '1'] = match[1].split(/[\s,/]+/).filter(Boolean);
    return [Number(r), Number(g), Number(b), Number(a)];
  };
  const luminance = ([r, g, b]: number[]) => {
    const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const over = (top: number[], bottom: number[]) => top.slice(0, 3).map((c, i) => c * top[3] + bottom[i] * (1 - top[3]));
  // The canvas: the first of body and html with a colour, else the browser's white.
  const pageBackground = [document.body, document.documentElement]
    .map((element) => parse(getComputedStyle(element).backgroundColor))
    .find((colour) => colour && colour[3] > 0) ?? [255, 255, 255, 1];
  const shapes = new Set(['rect', 'circle', 'ellipse', 'polygon', 'path']);
  // The colour an element paints, if it paints a solid one.
  const paintOf = (element: Element): [number, number, number, number] | undefined => {
    const style = getComputedStyle(element);
    if (element instanceof SVGElement) {
      if (!shapes.has(element.tagName) || style.fill === 'none' || style.visibility === 'hidden') return undefined;
      const colour = parse(style.fill);
      if (!colour) return undefined;
      const opacity = Number(style.fillOpacity) * Number(style.opacity);
      return colour[3] * opacity > 0 ? [colour[0], colour[1], colour[2], colour[3] * opacity] : undefined;
    }
    const colour = parse(style.backgroundColor);
    return colour && colour[3] > 0 ? colour : undefined;
  };
  const readings: LabelReading[] = [];
  for (const diagram of Array.from(document.querySelectorAll('.diagram'))) {
    const labels = Array.from(diagram.querySelectorAll('text, tspan, foreignObject *')).filter(
      (element) =>
        Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) &&
        (element as HTMLElement).getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden',
    );
    for (const label of labels) {
      const svg = label.closest('svg')!;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const style = getComputedStyle(label);
      const fontPx = parseFloat(style.fontSize) * scale;
      const colourValue = label instanceof SVGElement ? style.fill : style.color;
      const colour = parse(colourValue) ?? [0, 0, 0, 1];
      // Behind the middle of the label: the painted layers below it, top first.
      label.scrollIntoView({block: 'center', inline: 'center'});
      const moved = label.getBoundingClientRect();
      const stack = document.elementsFromPoint(moved.left + moved.width / 2, moved.top + moved.height / 2);
      const below = stack.slice(Math.max(0, stack.indexOf(label)) + 1);
      const layers = below.map(paintOf).filter((paint) => paint !== undefined);
      let behind = pageBackground.slice(0, 3);
      for (const layer of layers.reverse()) behind = over(layer, behind);
      const text = over(colour, behind);
      const [light, dark] = [luminance(text), luminance(behind)].sort((a, b) => b - a);
      const weight = Number(style.fontWeight) || 400;
      readings.push({
        text: label.textContent!.trim(),
        fontPx: Math.round(fontPx * 10) / 10,
        contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
        large: fontPx >= 24 || (fontPx >= 18.66 && weight >= 700),
        colour: colourValue,
        behind: `rgb(${behind.map(Math.round).join(', ')})`,
      });
    }
  }
  return readings;
}
