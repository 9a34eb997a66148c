/** The highlighted segments of the code block being rendered, from CodeBlock to its Content. */
import {createContext, useContext} from 'react';
import type {CodeSegment} from '@site/src/code-tokens';

export const CodeSegmentsContext = createContext<readonly CodeSegment[] | null>(null);

export function useCodeSegments(): readonly CodeSegment[] | null {
  return useContext(CodeSegmentsContext);
}
