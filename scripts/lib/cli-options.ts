/** Pure: a command-line option's value that counts something (`--runs 9`); throws, naming the option, on anything but a whole number of 1 or more. */
export function positiveIntegerOption(text: string, option: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${option} takes a whole number of 1 or more, not "${text}".`);
  }
  return value;
}
