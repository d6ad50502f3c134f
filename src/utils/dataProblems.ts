/**
 * Collects what is wrong with a data file as `field.path has ...; expected ...` lines, so a bad
 * file stops the build with every problem named at once. Used by the reference, registry and
 * upgrades data validators.
 */
export type Check = (value: unknown) => boolean;

export class DataProblems {
  readonly lines: string[] = [];

  /** `kind` names the data in the error: "reference data", "upgrades data". */
  constructor(private readonly kind: string) {}

  expect(where: string, value: unknown, ok: Check | boolean, rule: string): boolean {
    const passed = typeof ok === 'boolean' ? ok : ok(value);
    if (!passed) {
      const found = value === undefined ? 'is missing' : `has the invalid value ${JSON.stringify(value)}`;
      this.lines.push(`${where} ${found}; expected ${rule}`);
    }
    return passed;
  }

  /** Names every key of `value` that is not one of `allowed`. */
  onlyFields(where: string, value: Record<string, unknown>, allowed: readonly string[]): void {
    for (const key of Object.keys(value).filter((name) => !allowed.includes(name))) {
      this.lines.push(`${where}.${key} is not a field; expected only ${allowed.join(', ')}`);
    }
  }

  throwIfAny(file: string): void {
    if (this.lines.length > 0) throw new Error(`Invalid ${this.kind} in ${file}:\n${this.lines.map((line) => `  - ${line}`).join('\n')}`);
  }
}
