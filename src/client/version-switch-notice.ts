/**
 * After a switch, in the version menu, to a version that lacks the page being
 * read, the app shows that version's API reference: a notice says so, and
 * which versions have the page (src/versioning/version-switch.ts, from the
 * history entry's state; a switch to a version that lacks the parameter row
 * being read is told by the section's notice: ./missing-anchor.ts).
 */
import type {ClientModule} from '@docusaurus/types';
import type {VersionSwitchState} from '../versioning/version-switch';

/** The version switch that made the history entry of `location`, if one did. */
export function versionSwitchOf(location: {state?: unknown}): VersionSwitchState['apiVersionSwitch'] | undefined {
  const state = location.state as Partial<VersionSwitchState> | null | undefined;
  return typeof state === 'object' && state !== null ? state.apiVersionSwitch : undefined;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const note = versionSwitchOf(location);
    // Not on a reload, which keeps the entry's state: the reader has seen the notice.
    if (note?.kind === 'page' && previousLocation) {
      void import('../legacy/section-landing').then(({showMissingPageNotice}) => showMissingPageNotice(note));
    }
  },
};

export default clientModule;
