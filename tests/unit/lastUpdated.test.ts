import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {dateOptions, lastUpdatedDate} from '../../src/features/page-metadata/lastUpdatedDate';
import config from '../../docusaurus.config';

// src/features/page-metadata/LastUpdated.tsx replaces the theme's LastUpdated to write the date
// without an Intl.DateTimeFormat. These tests hold it to what the theme writes: the real module's
// options and markup, and Intl's own output for the site's locale.
const themeModule = path.join(
  path.dirname(createRequire(__filename).resolve('@docusaurus/theme-classic/package.json')),
  'lib/theme/LastUpdated/index.js',
);

describe('the last-update date', () => {
  const intl = new Intl.DateTimeFormat(config.i18n.defaultLocale, dateOptions);

  it('is written as Intl writes it for the site locale, on every day of two years and at the edges of a UTC day', () => {
    const day = 24 * 60 * 60 * 1000;
    const start = Date.UTC(2027, 11, 31) - 2 * 365 * day;
    const timestamps = Array.from({length: 2 * 366}, (_, index) => start + index * day).flatMap((midnight) => [
      midnight,
      midnight + day - 1,
    ]);
    const different = timestamps.filter((timestamp) => lastUpdatedDate(timestamp) !== intl.format(timestamp));
    expect(different.map((timestamp) => `${new Date(timestamp).toISOString()}: ${lastUpdatedDate(timestamp)}`)).toEqual([]);
  });

  it("uses the theme's options and markup, read from the installed theme", () => {
    const source = fs.readFileSync(themeModule, 'utf8');
    for (const [option, value] of Object.entries(dateOptions)) expect(source).toContain(`${option}: '${value}'`);
    expect(source).toContain("'Last updated{atDate}{byUser}'");
    expect(source).toContain("' on {date}'");
    expect(source).toContain('<time dateTime={atDate.toISOString()} itemProp="dateModified">');
    expect(source).toContain('className={ThemeClassNames.common.lastUpdated}');
  });
});
