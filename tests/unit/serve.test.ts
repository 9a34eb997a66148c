/**
 * scripts/serve.mjs serves the build as the README asks a host to: text files
 * with their charset, so that a browser shows "—" and emoji in a Markdown
 * twin or llms.txt as written, and a `.md` that redirects as the HTML it is.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const TEXT = 'Typesense — search 🆗\n';
let dir: string;
let server: ChildProcess;
let origin: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  const files: Record<string, string> = {
    '404.html': '<!doctype html><title>Not found</title>',
    'guide/index.md': TEXT,
    'llms.txt': TEXT,
    'assets/code/a1.json': JSON.stringify({text: TEXT}),
    // A redirect file for `old.md`, as plugins/llms-txt writes it.
    'old.md/index.html': '<!doctype html><meta http-equiv="refresh" content="0; url=/docs/guide/index.md">',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(__dirname, '../../scripts/serve.mjs'), '--dir', dir, '--port', String(port)]);
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (data: Buffer) => data.toString().includes('Serving') && resolve());
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
});

afterAll(() => {
  server?.kill();
  fs.rmSync(dir, {recursive: true, force: true});
});

test.each([
  ['/docs/guide/index.md', 'text/markdown; charset=utf-8'],
  ['/docs/llms.txt', 'text/plain; charset=utf-8'],
  ['/docs/assets/code/a1.json', 'application/json; charset=utf-8'],
])('%s is sent as %s, its text intact', async (url, contentType) => {
  const response = await fetch(`${origin}${url}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(contentType);
  // Decoded as the header says, as a browser decodes it.
  const text = new TextDecoder(/charset=([\w-]+)/.exec(response.headers.get('content-type')!)?.[1] ?? 'windows-1252').decode(await response.arrayBuffer());
  expect(text).toContain('Typesense — search 🆗');
});

test('a .md URL whose file is a redirect page is sent as HTML', async () => {
  const response = await fetch(`${origin}/docs/old.md`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html;charset=utf-8');
  expect(await response.text()).toContain('url=/docs/guide/index.md');
});
