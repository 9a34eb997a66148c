/**
 * The highlighted segments of the code block being rendered, from CodeBlock to
 * its Content: the segments, or `'document'` for a block of the page the app
 * started on, which keeps the code its HTML already has (src/page-code.ts).
 */
import {createContext, useContext} from 'react';
import type {CodeSegment} from '@site/src/code-tokens';

export type BlockCode = readonly CodeSegment[] | 'document';

export const CodeSegmentsContext = createContext<BlockCode | null>(null);

export function useCodeSegments(): BlockCode | null {
  return useContext(CodeSegmentsContext);
}
