/**
 * A Mermaid diagram, in a box that the keyboard reaches: Enter or Space opens
 * the diagram full-screen, as a click does (src/client/image-zoom.ts), and
 * Escape closes it. On a phone a diagram wider than the page scrolls sideways
 * in this box (src/css/custom.css), which the keyboard can then scroll too.
 */
import React, {type KeyboardEvent, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {zoomDiagram} from '@site/src/client/image-zoom';

type Props = WrapperProps<typeof MermaidType>;

function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
  const svg = event.currentTarget.querySelector('svg');
  if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ') && svg) {
    event.preventDefault();
    void zoomDiagram(svg);
  }
}

export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <div className="mermaid-diagram" role="group" aria-label="Diagram: Enter opens it full-screen" tabIndex={0} onKeyDown={onKeyDown}>
      <Mermaid {...props} />
    </div>
  );
}
