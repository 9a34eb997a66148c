/**
 * The route-change progress bar (nprogress) as the classic theme's client
 * module calls it, loaded the first time it is shown. The theme starts the
 * bar 200 ms into a navigation that has not finished yet, and calls `done`
 * after every render of a route, the first page's included: most first
 * visits never show it, and carried it in the app's script (1.7 KB gzip).
 *
 * `done` before the bar was ever started loads nothing; a `done` that comes
 * while the bar's script is on its way cancels the `start` that asked for it.
 * The reader's intent to open a page loads it too (./prefetch-on-intent.ts):
 * a navigation slow enough to show the bar then has it at hand, and does not
 * wait for its script on top of the page's.
 */
type ProgressBar = {configure(options: object): ProgressBar; start(): ProgressBar; done(force?: boolean): ProgressBar};

let options: object = {};
let loaded: ProgressBar | undefined;
let loading: Promise<ProgressBar> | undefined;
/** Bumped by each `start` and `done`: a `start` whose script arrives after a later call is dropped. */
let calls = 0;

/** The bar's script, loaded once. */
export function loadProgressBar(): Promise<ProgressBar> {
  loading ??= import('nprogress/nprogress.js').then((module) => {
    loaded = ((module as {default?: ProgressBar}).default ?? module) as ProgressBar;
    return loaded.configure(options);
  });
  return loading;
}

const progressBar: ProgressBar = {
  configure(next) {
    options = {...options, ...next};
    loaded?.configure(next);
    return progressBar;
  },
  start() {
    if (loaded) {
      loaded.start();
      return progressBar;
    }
    const call = ++calls;
    loadProgressBar()
      .then((bar) => {
        if (call === calls) bar.start();
      })
      .catch(() => undefined);
    return progressBar;
  },
  done(force) {
    calls += 1;
    loaded?.done(force);
    return progressBar;
  },
};

export default progressBar;
