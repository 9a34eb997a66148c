/**
 * Pure: the workarounds a client release's samples need (ClientRelease
 * `workarounds`, in each client's index.ts): renderers put each one's line
 * where a sample loads the client, which is where a reader's file starts; the
 * sample checks refuse a sample of the release that loads the client without it.
 */
import type {ClientRelease} from './types';
import type {SurfaceProblem} from '../surface/check';

/** The lines of `code`, trimmed, each with its line number (from 1). */
function linesOf(code: string): {text: string; line: number}[] {
  return code.split('\n').map((text, index) => ({text: text.trim(), line: index + 1}));
}

/** `code` with the line of each workaround of `release` before the line that loads the client, where it is not there yet. */
export function withWorkarounds(code: string, release: ClientRelease): string {
  let result = code;
  for (const workaround of release.workarounds ?? []) {
    const lines = result.split('\n');
    const at = lines.findIndex((line) => line.trim() === workaround.before);
    if (at >= 0 && !lines.slice(0, at).some((line) => line.trim() === workaround.line)) {
      lines.splice(at, 0, `${lines[at]!.match(/^\s*/)![0]}${workaround.line}`);
      result = lines.join('\n');
    }
  }
  return result;
}

/** A problem for each workaround of `release` whose line does not come before the line of `code` that loads the client. */
export function workaroundProblems(code: string, release: ClientRelease, releaseName: string): SurfaceProblem[] {
  const lines = linesOf(code);
  return (release.workarounds ?? []).flatMap((workaround) => {
    const loads = lines.find(({text}) => text === workaround.before);
    if (!loads || lines.some(({text, line}) => text === workaround.line && line < loads.line)) {
      return [];
    }
    return [{line: loads.line, message: `\`${workaround.before}\` needs \`${workaround.line}\` before it with ${releaseName}: ${workaround.reason}`}];
  });
}
