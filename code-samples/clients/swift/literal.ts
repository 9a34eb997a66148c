/**
 * Pure: JSON values as Swift writes them for JSONSerialization (`[String: Any]`
 * literals), and how a sample reads an environment variable, laid out as
 * swift-format lays them out.
 */
import {doubleQuoted, printList, type Layout} from '../../render/literal';
import {environmentVariableOf, type JsonValue, type SampleRequest} from '../../request/request';

/** swift-format's default line length. */
export const LINE_WIDTH = 100;
export const INDENT = '    ';

/** How a sample reads an environment variable. */
export function environment(name: string): string {
  return `ProcessInfo.processInfo.environment[${doubleQuoted(name)}]!`;
}

/** The kind of a JSON value, for the type Swift infers for a collection literal. */
function jsonKind(value: JsonValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * A JSON value as a Swift literal for JSONSerialization (`[String: Any]`):
 * a nested collection whose values differ in type says its type (`as
 * [String: Any]`), which Swift would not infer, and `null` is `NSNull()`.
 */
export function anyLiteral(value: JsonValue, request: Pick<SampleRequest, 'environment'>, layout: Layout, nested = false): string {
  if (value === null) return 'NSNull()';
  if (typeof value === 'string') {
    const name = environmentVariableOf(request, value);
    return name ? environment(name) : doubleQuoted(value);
  }
  if (typeof value !== 'object') return String(value);
  const items = Array.isArray(value) ? value : Object.values(value);
  const kinds = new Set(items.map(jsonKind));
  const mixed = kinds.size > 1 || kinds.has('null');
  const suffix = nested && (mixed || items.length === 0) ? (Array.isArray(value) ? ' as [Any]' : ' as [String: Any]') : '';
  if (items.length === 0) {
    return Array.isArray(value) ? `[]${suffix}` : `[:]${suffix}`;
  }
  const entries = Array.isArray(value)
    ? value.map((item) => (itemLayout: Layout) => anyLiteral(item, request, itemLayout, true))
    : Object.entries(value).map(([key, item]) => (entryLayout: Layout) => {
        const prefix = `${doubleQuoted(key)}: `;
        return prefix + anyLiteral(item, request, {...entryLayout, before: entryLayout.before + prefix.length}, true);
      });
  return printList(entries, ['[', ']'], {...layout, after: (layout.after ?? 0) + suffix.length, width: LINE_WIDTH}, {indent: INDENT, trailingComma: true}) + suffix;
}

