/** "Copy page": puts the page's Markdown twin (src/markdown-twins.ts) on the clipboard. */
import React, {useState, type ReactNode} from 'react';
import {markdownTwinPath} from '@site/src/markdown-twins';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

const LABELS: Record<State, string> = {idle: 'Copy page', copied: 'Copied', failed: 'Copy failed'};

async function copyMarkdown(url: string): Promise<void> {
  const markdown = fetch(url).then(async (response) => {
    if (!response.ok) {
      throw new Error(`${url} answered ${response.status}`);
    }
    return new Blob([await response.text()], {type: 'text/plain'});
  });
  // A promise keeps the click's permission to write while the Markdown downloads.
  await navigator.clipboard.write([new ClipboardItem({'text/plain': markdown})]);
}

export default function CopyPageButton({permalink}: {permalink: string}): ReactNode {
  const [state, setState] = useState<State>('idle');
  const url = markdownTwinPath(permalink);
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.button}
        title="Copy this page as Markdown, for an AI assistant or your notes"
        onClick={() => {
          copyMarkdown(url).then(
            () => setState('copied'),
            (error: unknown) => {
              console.warn(`Could not copy ${url}:`, error);
              setState('failed');
            },
          );
        }}>
        {LABELS[state]}
      </button>
      <a className={styles.link} href={url}>
        Markdown
      </a>
    </div>
  );
}
