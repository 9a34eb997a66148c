/**
 * The clipboard write of "Copy page" and "Copy section": started at once in
 * the click (Safari grants the clipboard to a write begun in the gesture),
 * with the Markdown to come as a promise, which keeps that permission while
 * the copy's code and the twin download.
 */
export async function copyMarkdown(markdown: Promise<string>): Promise<void> {
  const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
  await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
}

/** The code that makes the copies (./copy.ts), loaded on the first one. */
export function loadCopy(): Promise<typeof import('./copy')> {
  return import('./copy');
}
