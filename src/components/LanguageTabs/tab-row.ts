/**
 * The row of a sample group's tabs, as a reader sees it: nine tabs fit no
 * phone, so the row scrolls sideways (styles.module.css), and the selected tab
 * is brought into view. Shared by the group (./index.tsx) and the script that
 * shows the reader's language before the app starts (./first-paint.ts).
 */

/** Scrolls the row sideways, if need be, so that its selected tab is wholly in view (the page itself does not scroll). */
export function bringSelectedIntoView(row: HTMLElement): void {
  const tab = row.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!tab || row.scrollWidth <= row.clientWidth) return;
  // Past the faded edge (styles.module.css: --tab-row-fade), so that the tab is read in full.
  const margin = parseFloat(getComputedStyle(row).getPropertyValue('--tab-row-fade')) || 0;
  const start = tab.offsetLeft - row.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start - margin < row.scrollLeft) {
    row.scrollLeft = Math.max(0, start - margin);
  } else if (end + margin > row.scrollLeft + row.clientWidth) {
    row.scrollLeft = end + margin - row.clientWidth;
  }
}
