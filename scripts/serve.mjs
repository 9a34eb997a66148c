#!/usr/bin/env node
/**
 * Serves the production build at http://localhost:3000/docs/ the way a static
 * host does: exact files, a folder or a clean URL to its `.html` file
 * (`/guide/` → guide/index.html, `/29.0/api/collections` → collections.html),
 * and anything else to 404.html with status 404, compressed as a static host
 * or CDN compresses text. Files come from sirv and compression comes from the
 * `compression` middleware; this only mounts the build under the base path,
 * names the charset of the text files sirv sends without one, and answers the
 * not-found case.
 *
 * Usage: npm run serve [-- --port 3000] [--dir build]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import compression from 'compression';
import sirv from 'sirv';

const BASE_PATH = '/docs';

/**
 * The content types of the build's text files that sirv sends without a
 * charset (it adds one to HTML only). Without it a browser decodes a Markdown
 * twin or llms.txt as windows-1252: "—" shows as "â€”". The README's deployment
 * notes ask the same of a host.
 */
export const UTF8_CONTENT_TYPES = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** A request handler serving `dir` (a Docusaurus build for base URL /docs/) under /docs/. */
export function createDocsHandler(dir) {
  const notFoundPage = path.join(dir, '404.html');
  if (!fs.existsSync(notFoundPage)) {
    throw new Error(`No production build in ${dir} (404.html is missing). Run \`npm run build\` first.`);
  }
  const notFound = (_req, res) => {
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache'});
    fs.createReadStream(notFoundPage).pipe(res);
  };
  const compress = compression();
  const files = sirv(dir, {
    etag: true,
    extensions: ['html'],
    onNoMatch: notFound,
    setHeaders(res, pathname) {
      // Hashed assets never change; pages must be revalidated after a redeploy.
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      // sirv tells the file by the URL; `x.md/index.html` (a redirect page) is served for `x.md` too, and stays HTML.
      const contentType = UTF8_CONTENT_TYPES[path.extname(pathname)];
      if (contentType && fs.statSync(path.join(dir, pathname), {throwIfNoEntry: false})?.isFile()) {
        res.setHeader('Content-Type', contentType);
      }
    },
  });
  return (req, res) => {
    const url = req.url ?? '/';
    if (url === '/' || url === BASE_PATH || url.startsWith(`${BASE_PATH}?`)) {
      res.writeHead(302, {Location: `${BASE_PATH}/${url.slice(url.indexOf('?') === -1 ? url.length : url.indexOf('?'))}`});
      res.end();
      return;
    }
    if (!url.startsWith(`${BASE_PATH}/`)) {
      compress(req, res, () => notFound(req, res));
      return;
    }
    req.url = url.slice(BASE_PATH.length);
    compress(req, res, () => files(req, res));
  };
}

/** Starts the server; resolves once it listens. */
export function startServer({dir = 'build', port = 3000, host = '127.0.0.1'} = {}) {
  const server = http.createServer(createDocsHandler(path.resolve(dir)));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {port: {type: 'string', default: process.env.PORT ?? '3000'}, dir: {type: 'string', default: 'build'}},
  });
  startServer({dir: values.dir, port: Number(values.port), host: '0.0.0.0'})
    .then(() => console.log(`Serving ${values.dir}/ at http://localhost:${values.port}${BASE_PATH}/`))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
