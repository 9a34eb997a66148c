/**
 * A Mermaid diagram, in a box that the keyboard reaches: Enter or Space opens
 * the diagram full-screen, as a click does, and Escape closes it
 * (src/client/image-zoom.ts). On a phone a diagram wider than the page scrolls
 * sideways in this box (src/css/custom.css), which the keyboard can then
 * scroll too.
 */
import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {DIAGRAM_BOX_CLASS} from '@site/src/client/image-zoom';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <div className={DIAGRAM_BOX_CLASS} role="group" aria-label="Diagram: Enter opens it full-screen" tabIndex={0}>
      <Mermaid {...props} />
    </div>
  );
}
