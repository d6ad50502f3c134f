import vm from 'node:vm';
import {startAfterFirstPaintScript} from '../../src/features/route-loading/pageTemplate';

type Entry = {entryType: string; name: string};

/**
 * Runs the inline loader in a fake page: two scripts listed on the loader, a paint observer the test reports
 * paints to, timers the test fires, and the `DOMContentLoaded` listener the test calls.
 */
function loadPage({supportedEntryTypes = ['largest-contentful-paint', 'paint'], visibilityState = 'visible'} = {}) {
  const appended: {src: string; async: boolean}[] = [];
  const observers: {callback: (list: {getEntries: () => Entry[]}) => void; type?: string; connected: boolean}[] = [];
  const timers: {ms: number; run: () => void}[] = [];
  const onParsed: (() => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = supportedEntryTypes;
    record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = {callback, connected: false};
      observers.push(this.record);
    }
    observe({type}: {type: string}) {
      Object.assign(this.record, {type, connected: true});
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  const document = {
    visibilityState,
    head: {appendChild: (script: {src: string; async: boolean}) => appended.push(script)},
    createElement: () => ({src: '', async: true}),
    // The loader's own element, as pageTemplate.ts writes it.
    currentScript: {getAttribute: (name: string) => (name === 'data-page-scripts' ? '/assets/js/react-dom.js /assets/js/main.js' : null)},
    addEventListener: (type: string, listener: () => void) => type === 'DOMContentLoaded' && onParsed.push(listener),
  };
  const page: Record<string, unknown> = {
    document,
    PerformanceObserver,
    setTimeout: (run: () => void, ms: number) => timers.push({ms, run}),
  };
  page.window = page;
  vm.runInNewContext(startAfterFirstPaintScript, page);
  return {
    started: () => appended.map(({src, async}) => ({src, async})),
    observedType: () => observers[0]?.type,
    paint: (...entries: Entry[]) =>
      observers.filter(({connected}) => connected).forEach(({callback}) => callback({getEntries: () => entries})),
    parsed: () => onParsed.forEach((listener) => listener()),
    fireTimers: (upToMs: number) => timers.filter(({ms}) => ms <= upToMs).forEach(({run}) => run()),
  };
}

const inOrder = [
  {src: '/assets/js/react-dom.js', async: false},
  {src: '/assets/js/main.js', async: false},
];
const largestPaint = {entryType: 'largest-contentful-paint', name: ''};

describe("startAfterFirstPaint.js (every page's script loader)", () => {
  it('asks for the listed scripts, in order, once the page is parsed and its largest content painted, not before', () => {
    const page = loadPage();
    expect(page.observedType()).toBe('largest-contentful-paint');
    page.parsed();
    expect(page.started()).toEqual([]);
    page.paint(largestPaint);
    expect(page.started()).toEqual(inOrder);
  });

  it('waits for the page to be parsed when it paints first', () => {
    const page = loadPage();
    page.paint(largestPaint);
    expect(page.started()).toEqual([]);
    page.parsed();
    expect(page.started()).toEqual(inOrder);
  });

  it('starts the scripts once, whatever comes after', () => {
    const page = loadPage();
    page.parsed();
    page.paint(largestPaint);
    page.paint(largestPaint);
    page.fireTimers(3000);
    page.parsed();
    expect(page.started()).toEqual(inOrder);
  });

  it('where largest contentful paint is not reported, waits for the first contentful paint, not the first paint', () => {
    const page = loadPage({supportedEntryTypes: ['paint']});
    expect(page.observedType()).toBe('paint');
    page.parsed();
    page.paint({entryType: 'paint', name: 'first-paint'});
    expect(page.started()).toEqual([]);
    page.paint({entryType: 'paint', name: 'first-contentful-paint'});
    expect(page.started()).toEqual(inOrder);
  });

  it('starts after 3 s when no paint is reported', () => {
    const page = loadPage();
    page.parsed();
    page.fireTimers(2999);
    expect(page.started()).toEqual([]);
    page.fireTimers(3000);
    expect(page.started()).toEqual(inOrder);
  });

  it('starts a page opened in the background when it is parsed, as it will not paint until shown', () => {
    const page = loadPage({visibilityState: 'hidden'});
    page.parsed();
    expect(page.started()).toEqual(inOrder);
  });

  it('starts when parsed in a browser that reports no paints', () => {
    const page = loadPage({supportedEntryTypes: []});
    expect(page.observedType()).toBeUndefined();
    page.parsed();
    expect(page.started()).toEqual(inOrder);
  });
});
