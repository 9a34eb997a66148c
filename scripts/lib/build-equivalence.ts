/**
 * Pure: whether two production builds of the same sources are the same site,
 * up to what a minifier may name differently from one Node line to another
 * (CI builds the latest version on the LTS Node too, and compares it with the
 * machine's Node's build: scripts/compare-builds.ts).
 *
 * Seen between Node 20 and 26 with the same lock file: the minifiers give
 * local variables other names in the webpack runtime and in inline scripts,
 * so the runtime's content hash (and every page's reference to it) differs.
 * Everything else (every page's text and markup, the Markdown twins, the
 * stylesheets, the data files, every other script) is byte-for-byte the same.
 */

/** `assets/js/runtime~main.8ae35776.js` → `assets/js/runtime~main.[hash].js`: a content hash in a file's name. */
export function withoutContentHashes(text: string): string {
  return text.replace(/(\.)[0-9a-f]{8}(\.(?:js|css|json)\b)/g, '$1[hash]$2');
}

/** Inline scripts that a minifier writes (no `src`, no data type) lose their code: their names are the minifier's choice. */
export function withoutInlineScriptCode(html: string): string {
  return html.replace(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")([^>]*)>[\s\S]*?<\/script>/g, '<script$1>[code]</script>');
}

export type BuiltFile = {path: string; read(): string};

export type BuildDifference = {path: string; problem: string};

/** What a file's text is compared as: scripts by name only, pages without their inline code, all without content hashes. */
function comparable(file: string, text: string): string | undefined {
  if (file.endsWith('.js')) {
    return undefined;
  }
  return withoutContentHashes(file.endsWith('.html') ? withoutInlineScriptCode(text) : text);
}

/** The first line where two texts differ, shortened, for a message. */
function firstDifference(a: string, b: string): string {
  const left = a.split('\n');
  const right = b.split('\n');
  const line = left.findIndex((text, index) => text !== right[index]);
  const index = line < 0 ? left.length : line;
  const column = [...(left[index] ?? '')].findIndex((char, at) => char !== (right[index] ?? '')[at]);
  const around = (text: string | undefined) => (text === undefined ? '(the end of the file)' : JSON.stringify(text.slice(Math.max(0, column - 60), Math.max(0, column) + 60)));
  return `line ${index + 1}: ${around(left[index])} against ${around(right[index])}`;
}

/**
 * The differences between build `a` and build `b` (files missing from either,
 * and files whose comparable text differs), by path with content hashes
 * replaced. No differences: the same site.
 */
export function buildDifferences(a: readonly BuiltFile[], b: readonly BuiltFile[], names: {a: string; b: string}): BuildDifference[] {
  const byPath = (files: readonly BuiltFile[]) => new Map(files.map((file) => [withoutContentHashes(file.path), file]));
  const left = byPath(a);
  const right = byPath(b);
  const differences: BuildDifference[] = [];
  for (const [file, ofA] of left) {
    const ofB = right.get(file);
    if (!ofB) {
      differences.push({path: file, problem: `in ${names.a}, not in ${names.b}`});
      continue;
    }
    const textA = comparable(file, ofA.read());
    const textB = comparable(file, ofB.read());
    if (textA !== textB) {
      differences.push({path: file, problem: `differs: ${firstDifference(textA ?? '', textB ?? '')}`});
    }
  }
  for (const file of right.keys()) {
    if (!left.has(file)) {
      differences.push({path: file, problem: `in ${names.b}, not in ${names.a}`});
    }
  }
  return differences;
}
