/**
 * Remark plugin: a page with code-sample groups exports the client languages
 * they offer, in tab order (`export const sampleLanguages = ["javascript", …]`,
 * the name is PAGE_LANGUAGES_EXPORT), for "Copy page" to offer the page with
 * one of them (src/theme/DocItem, src/components/CopyPageButton). Known when
 * the page is rendered on the server, so the control is in the page's HTML and
 * does not appear, shifting the page, once the app has started. Runs after
 * the groups are completed (./remark-code-samples.ts): the languages are the
 * ones a reader can pick in the page's tabs, and those of its Markdown twin.
 */
import type {Plugin} from 'unified';
import type {Root, RootContent} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {Program} from 'estree';
import {codeLanguage} from '../../src/components/LanguageTabs/languages';
import {PAGE_LANGUAGES_EXPORT} from '../../src/constants';
import {clientLanguagesOf} from '../../src/markdown-twins/tabs';
import {GROUP_ELEMENT, UNAVAILABLE_ELEMENT} from './remark-code-samples';

/** Pure: the languages of every tab of every group of a page's tree. */
export function tabLanguagesOf(root: Root): string[] {
  const languages: string[] = [];
  const visit = (nodes: readonly RootContent[], inGroup: boolean) => {
    for (const node of nodes) {
      if (inGroup && node.type === 'code') {
        languages.push(codeLanguage(node.lang ?? 'text').value);
      } else if (inGroup && node.type === 'mdxJsxFlowElement' && node.name === UNAVAILABLE_ELEMENT) {
        const language = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'language');
        if (typeof language?.value === 'string') {
          languages.push(codeLanguage(language.value).value);
        }
      } else if ('children' in node && Array.isArray(node.children)) {
        const isGroup = node.type === 'mdxJsxFlowElement' && node.name === GROUP_ELEMENT;
        visit(node.children as RootContent[], inGroup || isGroup);
      }
    }
  };
  visit(root.children, false);
  return languages;
}

/** Pure: `export const <name> = [<languages>];` as an MDX ESM node. */
export function languagesExport(name: string, languages: readonly string[]): MdxjsEsm {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        source: null,
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: {type: 'Identifier', name},
              init: {type: 'ArrayExpression', elements: languages.map((value) => ({type: 'Literal', value, raw: JSON.stringify(value)}))},
            },
          ],
        },
      },
    ],
  };
  return {type: 'mdxjsEsm', value: `export const ${name} = ${JSON.stringify(languages)};`, data: {estree}};
}

const remarkPageLanguages: Plugin<[], Root> = () => (root) => {
  const languages = clientLanguagesOf(tabLanguagesOf(root));
  if (languages.length > 0) {
    root.children.push(languagesExport(PAGE_LANGUAGES_EXPORT, languages));
  }
};

export default remarkPageLanguages;
