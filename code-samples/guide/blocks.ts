/**
 * Pure: the code blocks of a guide page as the code checks take them: each
 * fenced block with its language, the file it names (`title="src/app.ts"`),
 * and whether it is a whole file (which the checks compile where a registry
 * here serves its dependencies) or an excerpt (parsed only).
 *
 * Whole or excerpt is read from the code itself; a block's title names the
 * file it is (`title="server/main.go"`), which places it among the page's
 * other files when they are compiled together (one imports another), and a
 * title alone does not make an excerpt whole (`settings.py` showing the lines
 * to add):
 * - Go: a block that starts with its `package` clause;
 * - Java: a block that declares a top-level class, interface, enum or record,
 *   with nothing before it but its `package`, `import` and comment lines;
 * - TypeScript and JavaScript: a module, one with a top-level `import` or
 *   `export` (or a `require()` of a package at the top level), and a
 *   declaration file its title names (`types/x.d.ts`);
 * - Python: a block that opens with its imports;
 * - Vue, Svelte and Astro components (a component is whole by nature), and
 *   Kotlin files as Java's and Go's rules say; Vue and Astro components are
 *   compiled, Svelte's and Kotlin files are not (./languages.ts).
 * Anything else is an excerpt: statements, a method, a fragment of a file.
 * WRITING.md gives writers the same rules.
 */
import {findCodeFences} from '../markdown';
import {blockLanguage, listedLanguage, type BlockLanguage} from './languages';

export type GuideBlock = {
  /** `content/guide/gin-search-api.md:120`: the page and the line of the opening fence. */
  id: string;
  file: string;
  /** 1-based line of the opening fence in the page. */
  line: number;
  section: string | null;
  /** The fence's language as written (`ts`, `shell`). */
  fence: string;
  /** The language the checks parse it in; `null` for a language without a parser. */
  language: BlockLanguage | null;
  /** The name a block without a parser is counted under (`sql`, `text`, `(none)`). */
  listedAs: string;
  /** The file the block is, when its title names one (`src/lib/typesense.ts`). */
  path: string | null;
  code: string;
  /** Whether the block is a tab of a `<LanguageTabs>` group: those are the API samples' checks' (tests/samples/samples.test.ts). */
  inGroup: boolean;
  /** Whether the block is a whole file rather than an excerpt (see above). */
  whole: boolean;
};

/** The file a block's meta names (`title="app/search/page.tsx"`), if its title is a path with an extension. */
export function titlePath(meta: string): string | null {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const value = (title?.[1] ?? title?.[2] ?? '').trim();
  return /^[\w.@~$()[\]+-]+(?:\/[\w.@~$()[\]+-]+)*\.[A-Za-z]\w*$/.test(value) || /^(?:Dockerfile|Makefile|Gemfile|Podfile)$/.test(value) ? value : null;
}

/** A Go file: its `package` clause before any code. */
const GO_FILE = /^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/\s*\n|\s*\n)*\s*package\s+\w+/;
/** A line that may come before a Java or Kotlin file's first declaration. */
const JVM_PREAMBLE = /^(?:\s*$|\s*(?:\/\/|\/\*|\*)|package\s|import\s|@\w)/;
const JAVA_TYPE = /^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|protected|private|abstract|final|sealed|non-sealed|static|strictfp)\s+)*(?:class|interface|enum|record|@interface)\s+\w+/;
const KOTLIN_FILE = /^(?:\s*\/\/[^\n]*\n|\s*\n)*\s*(?:package|import)\s+[\w.]+/;
/** A top-level import or export of a module, or a package required at the top level. */
const JS_MODULE = /^(?:import\s*[\w{*'"]|import\s+type\s|export\s|(?:const|let|var)\s+[\w{}\s,:]+=\s*require\(\s*['"])/m;
/** Python that opens with its imports (after comments, a docstring and blank lines). */
const PYTHON_MODULE = /^(?:\s*#[^\n]*\n|\s*\n|\s*(?:"""[\s\S]*?"""|'''[\s\S]*?''')\s*\n)*(?:import\s+\w|from\s+[\w.]+\s+import\s)/;

function declaresJavaType(code: string): boolean {
  for (const line of code.split('\n')) {
    if (JAVA_TYPE.test(line)) return true;
    if (!JVM_PREAMBLE.test(line)) return false;
  }
  return false;
}

/** Whether a block of `language` is a whole file by its code alone (see the module's comment). */
export function isWholeByCode(language: BlockLanguage, code: string): boolean {
  switch (language) {
    case 'go':
      return GO_FILE.test(code);
    case 'java':
      return declaresJavaType(code);
    case 'kotlin':
      return KOTLIN_FILE.test(code);
    case 'typescript':
    case 'tsx':
    case 'javascript':
    case 'jsx':
      return JS_MODULE.test(code);
    case 'python':
      return PYTHON_MODULE.test(code);
    case 'vue':
    case 'svelte':
    case 'astro':
      return true;
    default:
      return false;
  }
}

/**
 * A TypeScript or JavaScript block whose title names a `.tsx` or `.jsx` file
 * is read as one (a `ts`-fenced React component): the file's name decides
 * what its compiler accepts.
 */
function languageOfFile(language: BlockLanguage | null, path: string | null): BlockLanguage | null {
  const extension = path?.split('.').pop();
  if ((language === 'typescript' || language === 'tsx') && (extension === 'ts' || extension === 'tsx')) return extension === 'ts' ? 'typescript' : 'tsx';
  if ((language === 'javascript' || language === 'jsx') && (extension === 'js' || extension === 'jsx')) return extension === 'js' ? 'javascript' : 'jsx';
  return language;
}

/** Every fenced code block of a guide page (`file` relative to the site). */
export function guideBlocks(source: string, file: string): GuideBlock[] {
  return findCodeFences(source).map((fence) => {
    const path = titlePath(fence.meta);
    const language = languageOfFile(blockLanguage(fence.fence), path);
    return {
      id: `${file}:${fence.line}`,
      file,
      line: fence.line,
      section: fence.section,
      fence: fence.fence,
      language,
      listedAs: listedLanguage(fence.fence),
      path,
      code: fence.code,
      inGroup: fence.inGroup,
      // A declaration file (`types/x.d.ts`) is whole by its name: it declares, it does not import.
      whole: language !== null && (isWholeByCode(language, fence.code) || (language === 'typescript' && /\.d\.ts$/.test(path ?? ''))),
    };
  });
}

/** How a block is named in a check's message: `content/guide/x.md:120 (tsx block, src/app/page.tsx)`. */
export function blockName(block: Pick<GuideBlock, 'id' | 'fence' | 'path' | 'whole'>): string {
  return `${block.id} (${block.fence || 'untyped'} block${block.path ? `, ${block.path}` : block.whole ? ', whole file' : ''})`;
}
