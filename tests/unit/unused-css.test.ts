/**
 * The stylesheet without the rules no page can use (plugins/unused-css): how a
 * class counts as used, and what is never removed.
 */
import {classUsageOf, selectorCanMatch, withoutUnusedRules} from '../../plugins/unused-css/unused-rules';

const usage = classUsageOf([
  'e.jsx("div",{className:"navbar navbar--fixed-top"})',
  'const styles={tabList:"tabList_SbUQ"}',
  'clsx("alert",`alert--${type}`); "button--"+size',
  'const ROW={className:"parameter-row"}; el.classList.add(`${ROW.className}--target`); x.className=y+"__open"',
  '[["keyword","const"]]',
]);

describe('classUsageOf and selectorCanMatch', () => {
  it('counts a class written anywhere in the code, a CSS module’s included', () => {
    expect(selectorCanMatch('.navbar--fixed-top .navbar', usage)).toBe(true);
    expect(selectorCanMatch('.tabList_SbUQ > li', usage)).toBe(true);
    // Token types of highlighted code live in the code files (JSON).
    expect(selectorCanMatch('.token.keyword', usage)).toBe(false);
    expect(selectorCanMatch('.keyword', usage)).toBe(true);
    expect(selectorCanMatch('.avatar__photo', usage)).toBe(false);
  });

  it('counts a class built from a prefix that ends a literal', () => {
    expect(selectorCanMatch('.alert--warning', usage)).toBe(true);
    expect(selectorCanMatch('.button--lg', usage)).toBe(true);
    expect(selectorCanMatch('.card--shadow', usage)).toBe(false);
  });

  it('counts a class built from a value and a suffix that starts a literal, when the value is a word of the code', () => {
    expect(selectorCanMatch('tr.parameter-row--target', usage)).toBe(true);
    // The suffix alone does not make every class that ends with it used.
    expect(selectorCanMatch('.avatar--target', usage)).toBe(false);
  });

  it('lets no class inside :not(), :is(), :where() or :has() decide', () => {
    expect(selectorCanMatch('.navbar:not(.avatar)', usage)).toBe(true);
    expect(selectorCanMatch(':is(.avatar, .card) .navbar', usage)).toBe(true);
    expect(selectorCanMatch('html[data-theme=dark] .navbar', usage)).toBe(true);
    expect(selectorCanMatch('#nprogress .bar', usage)).toBe(false);
    expect(selectorCanMatch('#nprogress', usage)).toBe(true);
  });
});

describe('withoutUnusedRules', () => {
  it('removes rules and selectors that match nothing, and at-rules left empty', () => {
    const css =
      '.navbar{color:red}.avatar{color:blue}.navbar,.card{margin:0}' +
      '@media (min-width:997px){.card{padding:0}}@media print{.navbar{display:none}}' +
      '@keyframes spin{from{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}';
    const {css: out, removedRules, removedSelectors} = withoutUnusedRules(css, usage);
    expect(out).toBe('.navbar{color:red}.navbar{margin:0}@media print{.navbar{display:none}}@keyframes spin{from{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}');
    expect(removedRules).toBe(2);
    expect(removedSelectors).toBe(1);
  });

  it('keeps a selector it cannot read', () => {
    expect(selectorCanMatch('.avatar!x', usage)).toBe(true);
    expect(withoutUnusedRules('.avatar!x{color:red}', usage).css).toBe('.avatar!x{color:red}');
  });
});
