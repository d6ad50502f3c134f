/**
 * A TOML reader for the Superchain Registry's chain files, limited to what they use: `[a.b]`
 * tables, `key = value` with a double-quoted string, an integer or a boolean, and `#` comments.
 * Anything else (arrays, inline tables, dates, multi-line strings) is an error naming the file and
 * line, so a registry that starts using more of TOML stops the script instead of being misread.
 * No TOML package is a dependency of the site, and this needs only these few rules.
 */
export type TomlValue = string | number | boolean | TomlTable;
export type TomlTable = {[key: string]: TomlValue};

const bareKey = /^[A-Za-z0-9_-]+$/;

/** Drops a `#` comment that is not inside a string. */
function withoutComment(line: string): string {
  let inString = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '\\' && inString) index += 1;
    else if (char === '"') inString = !inString;
    else if (char === '#' && !inString) return line.slice(0, index);
  }
  return line;
}

function parseValue(raw: string, fail: (message: string) => never): string | number | boolean {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^"(?:[^"\\]|\\["\\nt])*"$/.test(raw)) {
    return raw.slice(1, -1).replace(/\\(["\\nt])/g, (_, escaped: string) => ({n: '\n', t: '\t'})[escaped] ?? escaped);
  }
  if (/^[+-]?(?:0|[1-9](?:_?\d)*)$/.test(raw)) {
    const value = Number(raw.replace(/_/g, ''));
    if (!Number.isSafeInteger(value)) fail(`the integer ${raw} is too large to read exactly`);
    return value;
  }
  return fail(`the value ${raw} is not a double-quoted string, an integer or true/false (the only values this reader supports)`);
}

/** Parses `source`; `file` names the file in errors. */
export function parseToml(source: string, file: string): TomlTable {
  const root: TomlTable = {};
  let current = root;
  const defined = new Set<string>();
  source.split(/\r?\n/).forEach((fullLine, index) => {
    const fail = (message: string): never => {
      throw new Error(`${file}:${index + 1}: ${message}`);
    };
    const line = withoutComment(fullLine).trim();
    if (line === '') return;
    const header = /^\[([^[\]]+)\]$/.exec(line);
    if (header) {
      const keys = header[1].split('.').map((key) => key.trim());
      if (!keys.every((key) => bareKey.test(key))) fail(`the table name [${header[1]}] is not a dotted list of bare keys`);
      const name = keys.join('.');
      if (defined.has(name)) fail(`the table [${name}] is defined twice`);
      defined.add(name);
      current = root;
      for (const key of keys) {
        const next = current[key] ?? (current[key] = {});
        if (typeof next !== 'object') fail(`[${name}]: ${key} is already a value, not a table`);
        current = next as TomlTable;
      }
      return;
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/.exec(line);
    if (!pair) fail(`cannot read "${line}"; expected [table] or key = value`);
    const [, key, raw] = pair!;
    if (key in current) fail(`the key ${key} is set twice`);
    current[key] = parseValue(raw.trim(), fail);
  });
  return root;
}
