/**
 * Pure: a stylesheet without the rules that can match nothing the site
 * renders, judged by class names. Every class the site's pages can carry is
 * written somewhere in the browser's bundle (its scripts, and the code and
 * prose files its pages fetch): in a component, in a CSS module's map, in a
 * page's compiled Markdown. A class that appears nowhere there is on no page.
 *
 * Conservative on purpose:
 * - a class is used when it appears as a word anywhere, in any string or
 *   identifier: a false "used" keeps a rule, which costs bytes, not looks;
 * - a class built at run time from a prefix (`alert--${type}`) is used when
 *   its prefix, up to a `-` or `_`, ends a string or template literal; one
 *   built from a value and a suffix (`${row.className}--target`) when the
 *   suffix starts a literal and the rest is a word of the code;
 * - classes inside `:not()`, `:is()`, `:where()`, `:has()` do not decide:
 *   `.a:not(.b)` matches whether or not `.b` is ever used;
 * - only rules go: `@font-face`, `@keyframes` and the like stay.
 */
import postcss, {type AtRule, type Root} from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * Where a class name can stand in code: its words, the prefixes that end a literal before more is added, and
 * the suffixes that start one after a value (`${name}--target`, `name + "--target"`).
 */
export type ClassUsage = {words: ReadonlySet<string>; prefixes: ReadonlySet<string>; suffixes: ReadonlySet<string>};

const WORD = /[A-Za-z_][\w-]*/g;
/** A prefix that ends a literal, in a template (`${`) or before a quote: `"alert--"+type`, `` `alert--${type}` ``. */
const PREFIX = /([A-Za-z_][\w-]*[-_])(?=["'`]|\$\{)/g;
/** A suffix that starts a literal, after a quote or a template's value: `name+"--target"`, `` `${name}--target` ``. */
const SUFFIX = /(?<=["'`}])([-_][\w-]*)/g;

/** Pure: the words, literal-ending prefixes and literal-starting suffixes of the given texts (scripts, JSON). */
export function classUsageOf(texts: Iterable<string>): ClassUsage {
  const words = new Set<string>();
  const prefixes = new Set<string>();
  const suffixes = new Set<string>();
  for (const text of texts) {
    for (const [word] of text.matchAll(WORD)) words.add(word);
    for (const [, prefix] of text.matchAll(PREFIX)) prefixes.add(prefix!);
    for (const [, suffix] of text.matchAll(SUFFIX)) suffixes.add(suffix!);
  }
  return {words, prefixes, suffixes};
}

function isUsed(className: string, usage: ClassUsage): boolean {
  if (usage.words.has(className)) {
    return true;
  }
  for (let split = className.length - 1; split > 0; split -= 1) {
    const head = className.slice(0, split);
    const tail = className.slice(split);
    // `alert--` + a value, or a value (a word of its own) + `--target`.
    if (/[-_]$/.test(head) && usage.prefixes.has(head)) return true;
    if (/^[-_]/.test(tail) && usage.suffixes.has(tail) && usage.words.has(head)) return true;
  }
  return false;
}

/** Pseudo-classes whose arguments do not have to match for the selector to match. */
const NOT_DECIDING = new Set([':not', ':is', ':where', ':has', ':matches', ':-webkit-any', ':-moz-any']);

/** Whether a selector can match an element of the site: every class it requires is used. */
export function selectorCanMatch(selector: string, usage: ClassUsage): boolean {
  let canMatch = true;
  try {
    selectorParser((root) => {
      root.walkClasses((node) => {
        for (let parent = node.parent; parent; parent = parent.parent) {
          if (parent.type === 'pseudo' && NOT_DECIDING.has(parent.value.toLowerCase())) {
            return;
          }
        }
        if (!isUsed(node.value, usage)) {
          canMatch = false;
        }
      });
    }).processSync(selector);
  } catch {
    // A selector this parser does not read stays.
    return true;
  }
  return canMatch;
}

export type UnusedRulesResult = {css: string; removedRules: number; removedSelectors: number};

/** Pure: `css` without its rules (or the selectors of a rule) that can match nothing. */
export function withoutUnusedRules(css: string, usage: ClassUsage): UnusedRulesResult {
  const root: Root = postcss.parse(css);
  let removedRules = 0;
  let removedSelectors = 0;
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) {
      return;
    }
    const kept = rule.selectors.filter((selector) => selectorCanMatch(selector, usage));
    if (kept.length === 0) {
      rule.remove();
      removedRules += 1;
    } else if (kept.length < rule.selectors.length) {
      removedSelectors += rule.selectors.length - kept.length;
      rule.selectors = kept;
    }
  });
  // At-rules (@media, @supports, @layer) left with nothing in them.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes !== undefined && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return {css: root.toString(), removedRules, removedSelectors};
}
