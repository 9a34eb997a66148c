/**
 * Pure: the samples of a client release that make a type the release is known
 * to get wrong (ClientRelease `typeDefects`, in each client's index.ts). A
 * sample that makes it is refused with the reason, unless the defect has a
 * note and the sample carries it in a comment line, telling the reader.
 */
import type {ClientRelease, TypeDefect} from './types';
import type {SurfaceProblem} from '../surface/check';
import type {SampleUse} from '../surface/types';

/** Whether a line of `code` is a comment (`//`, `#`, `/*`, `*`) that holds `note`. */
function saysSo(code: string, note: string): boolean {
  return code.split('\n').some((line) => /^\s*(\/\/|#|\/?\*)/.test(line) && line.includes(note));
}

/** What the sample makes of the defect's type: `SearchClient`, `Configuration(nearestNode:)`. */
function madeAs(defect: TypeDefect): string {
  return defect.construct.member ? `${defect.construct.type} with ${defect.construct.member}` : defect.construct.type;
}

/**
 * A problem for each value of `uses` (a sample's uses, as its language's
 * reader reads them) that makes a type of `release`'s `typeDefects`, where the
 * sample does not say what the defect's note says.
 */
export function typeDefectProblems(uses: readonly SampleUse[], code: string, release: Pick<ClientRelease, 'typeDefects'>, releaseName: string): SurfaceProblem[] {
  return (release.typeDefects ?? []).flatMap((defect) =>
    uses.flatMap((use): SurfaceProblem[] => {
      if (use.kind !== 'construct' || use.type !== defect.construct.type) return [];
      if (defect.construct.member && !use.members.includes(defect.construct.member)) return [];
      if (defect.note && saysSo(code, defect.note)) return [];
      const remedy = defect.note ? `say so in a comment that holds "${defect.note}"` : `make no ${defect.construct.type}`;
      return [{line: use.line, message: `${madeAs(defect)}: ${defect.construct.type} of ${releaseName} ${defect.reason} (${defect.source}): ${remedy}`}];
    }),
  );
}
