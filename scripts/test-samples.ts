/**
 * `npm run test:samples`: the sample checks (jest's `samples` project), all of
 * them, or those of the versions and languages named:
 *
 *   npm run test:samples -- --version 30.2 --language javascript
 *   npm run test:samples -- --version 30.2 --version guide --language python
 *
 * `--version` takes a version of versions.json, `current` (docs/) or `guide`;
 * `--language` a sample language (`shell`, `javascript`, …). Any other
 * argument goes to jest (`-t 'compiles'`). The selection reaches the test
 * files in the environment (tests/samples/selection.ts).
 */
import {spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {SELECTION_ENV, selectionFrom} from '../tests/samples/selection';

const {values, tokens} = parseArgs({
  args: process.argv.slice(2),
  options: {version: {type: 'string', multiple: true}, language: {type: 'string', multiple: true}},
  strict: false,
  allowPositionals: true,
  tokens: true,
});
// Everything but --version and --language, as given, for jest.
const rest = tokens.flatMap((token) => {
  if (token.kind === 'option' && (token.name === 'version' || token.name === 'language')) return [];
  if (token.kind === 'option') return token.inlineValue ? [token.rawName + '=' + token.value] : token.value !== undefined ? [token.rawName, token.value] : [token.rawName];
  if (token.kind === 'positional') return [token.value];
  return ['--'];
});
const env = {
  ...process.env,
  ...(values.version && {[SELECTION_ENV.versions]: (values.version as string[]).join(',')}),
  ...(values.language && {[SELECTION_ENV.languages]: (values.language as string[]).join(',')}),
};
// Fails here, naming the known versions and languages, before jest starts.
selectionFrom(env);
const result = spawnSync('npx', ['jest', ...rest, '--selectProjects', 'samples'], {stdio: 'inherit', env});
process.exit(result.status ?? 1);
