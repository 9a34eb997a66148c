/**
 * Every parameter row of the reference of the latest version and of 29.0 has
 * its anchor in the production build (plugins/parameter-anchors): the rows
 * are read from the Markdown sources, independently of the plugin, and each
 * is looked for on its built page, with the anchor named after it, or, where
 * the page already used that anchor, the next free `-1`, `-2`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LATEST_VERSION} from '../../src/constants';
import {DEFAULT_PARAMETER_TABLE_HEADERS, PARAMETER_ROW, parameterAnchor} from '../../plugins/parameter-anchors/anchors';
import {BASE, SITE_DIR, page} from './built-site';

type SourceRow = {pathname: string; file: string; line: number; name: string};

/** The parameter rows of a version's API pages, from their Markdown, in page order. */
function sourceRows(version: string): SourceRow[] {
  const dir = path.join(SITE_DIR, 'versioned_docs', `version-${version}`, 'api');
  return fs.readdirSync(dir).filter((file) => file.endsWith('.md')).sort().flatMap((file) => {
    const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
    const rows: SourceRow[] = [];
    let fence: string | null = null;
    let parameterTable = false;
    lines.forEach((line, index) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker !== undefined && (fence === null || line.trim().startsWith(fence))) {
        fence = fence === null ? marker : null;
        return;
      }
      if (fence !== null) return;
      if (!line.startsWith('|')) {
        parameterTable = false;
        return;
      }
      const cells = line.split('|').slice(1);
      if (/^\|\s*:?-{3,}/.test(lines[index + 1] ?? '')) {
        parameterTable = (DEFAULT_PARAMETER_TABLE_HEADERS as readonly string[]).includes(cells[0]!.trim());
        return;
      }
      const name = /^\s*`([^`]+)`/.exec(cells[0]!)?.[1]?.trim();
      if (parameterTable && name !== undefined && !/^\|\s*:?-{3,}/.test(line)) {
        const pathname = `${BASE}/${version}/api/${file.replace(/\.md$/, '.html').replace(/^index\.html$/, '')}`;
        rows.push({pathname, file: `versioned_docs/version-${version}/api/${file}`, line: index + 1, name});
      }
    });
    return rows;
  });
}

for (const version of [LATEST_VERSION, '29.0']) {
  describe(`the parameter rows of ${version}'s reference`, () => {
    const rows = sourceRows(version);

    test('there are hundreds, on the pages that document requests, resources and flags', () => {
      expect(rows.length).toBeGreaterThan(300);
      for (const name of ['search.html', 'federated-multi-search.html', 'collections.html', 'documents.html', 'server-configuration.html']) {
        expect(rows.some((row) => row.pathname.endsWith(`/${name}`))).toBe(true);
      }
    });

    // Each row, in page order, is the next parameter row of its built page.
    const built = new Map<string, {name: string; anchor: string; isHeading: (id: string) => boolean}[]>();
    const builtRows = (pathname: string) => {
      if (!built.has(pathname)) {
        const $ = page(pathname)!;
        built.set(
          pathname,
          $(`article tr.${PARAMETER_ROW.className}[id]`)
            .map((_, row) => ({name: $(row).attr(PARAMETER_ROW.nameAttribute)!, anchor: $(row).attr('id')!, isHeading: (id: string) => $(`article :is(h1,h2,h3,h4,h5,h6)[id="${id}"]`).length > 0}))
            .get(),
        );
      }
      return built.get(pathname)!;
    };
    const seen = new Map<string, number>();
    const expected = rows.map((row) => {
      const index = seen.get(row.pathname) ?? 0;
      seen.set(row.pathname, index + 1);
      return {...row, index};
    });

    test.each(expected.map((row) => [`${row.pathname.slice(BASE.length)}#${parameterAnchor(row.name)} (${row.name})`, row] as const))('%s', (_, row) => {
      const found = builtRows(row.pathname)[row.index];
      const where = `${row.file}:${row.line}`;
      expect({where, name: found?.name}).toEqual({where, name: row.name});
      const own = parameterAnchor(row.name);
      expect(found!.anchor).toMatch(new RegExp(`^${own.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(-\\d+)?$`));
      // The anchor is the parameter's own unless the page already had it: then a heading or an earlier row holds it.
      if (found!.anchor !== own) {
        const earlierRow = builtRows(row.pathname).slice(0, row.index).some((other) => other.anchor === own);
        expect({where, taken: earlierRow || found!.isHeading(own) || page(row.pathname)!(`[id="${own}"]`).length > 0}).toEqual({where, taken: true});
      }
    });

    test('no built page has more parameter rows than its Markdown', () => {
      for (const [pathname, count] of seen) {
        expect({pathname, rows: builtRows(pathname).length}).toEqual({pathname, rows: count});
      }
    });
  });
}
