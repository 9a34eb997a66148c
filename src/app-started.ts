/**
 * Whether the app has rendered its first page. A page's module that runs
 * before then belongs to the page the app starts on, which renders from its
 * HTML (its code: src/page-code.ts; its prose: src/static-prose.ts); one that
 * runs after fetches what its HTML would have had.
 */
let appStarted = false;

export function hasAppStarted(): boolean {
  return appStarted;
}

/** Called once the app has rendered its first page (src/client/app-start.ts). */
export function markAppStarted(): void {
  appStarted = true;
}
