/** The integer operators Go and Rust share, as both readers evaluate them on constant expressions. */
export const integerOperators: Record<string, (a: bigint, b: bigint) => bigint> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
  '<<': (a, b) => a << b,
  '>>': (a, b) => a >> b,
  '|': (a, b) => a | b,
  '&': (a, b) => a & b,
};
