import {positiveIntegerOption} from '../../scripts/lib/cli-options';

describe('positiveIntegerOption', () => {
  it('reads a whole number of 1 or more', () => {
    expect(positiveIntegerOption('9', '--runs')).toBe(9);
  });

  it.each(['0', '-2', '2.5', 'nine', ''])('refuses "%s", naming the option', (text) => {
    expect(() => positiveIntegerOption(text, '--runs')).toThrow(`--runs takes a whole number of 1 or more, not "${text}".`);
  });
});
