/** Pure: JSON values and strings as Dart writes them, laid out as dart format lays them out. */
import type {LiteralSyntax} from '../../render/literal';

/**
 * `'text'`, escaped as Dart reads it: `$` would start an interpolation, so a
 * string with one is raw (`r'$artists(name)'`) when nothing else needs escaping.
 */
export function dartString(text: string): string {
  if (text.includes('$') && !/['\\\n]/.test(text)) {
    return `r'${text}'`;
  }
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\$/g, '\\$').replace(/\n/g, '\\n')}'`;
}

export const DART_LITERAL: LiteralSyntax = {
  string: dartString,
  true: 'true',
  false: 'false',
  null: 'null',
  key: (key) => `${dartString(key)}: `,
  object: ['{', '}'],
  array: ['[', ']'],
  indent: '  ',
  // dart format keeps a list broken over lines when it ends with a comma.
  trailingComma: true,
  // dart format's page width.
  lineWidth: 80,
};

