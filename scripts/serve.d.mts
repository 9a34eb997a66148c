/** Types of scripts/serve.mjs, for the TypeScript scripts that start it (bench, audit). */
import type {RequestListener, Server} from 'node:http';

/** A request handler serving `dir` (a Docusaurus build for base URL /docs/) under /docs/. */
export function createDocsHandler(dir: string): RequestListener;

/** Starts the server; resolves once it listens. */
export function startServer(options?: {dir?: string; port?: number; host?: string}): Promise<Server>;

/** The content types, with their charset, of the build's text files that sirv sends without one. */
export const UTF8_CONTENT_TYPES: Readonly<Record<'.md' | '.txt' | '.json', string>>;
