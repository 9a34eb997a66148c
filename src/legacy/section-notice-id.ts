/**
 * The id of the notice a page shows when the address names a section it does
 * not have (./section-landing.ts). The app (src/theme/Root.tsx) finds the
 * notice by it on every location without loading that module, which is why
 * it has a module of its own.
 */
export const SECTION_NOTICE_ID = 'section-notice';
