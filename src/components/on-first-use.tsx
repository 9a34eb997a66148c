/**
 * A component in a chunk of its own, loaded the first time a page renders it
 * (src/theme/TOC, TOCCollapsible, ContentVisibility): for parts of the theme
 * that every page's layout imports and few pages show. The build renders it in
 * full (Docusaurus's server render waits for every chunk), and the page's
 * first render in the browser has the same Suspense boundary around it.
 */
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';

export function componentOnFirstUse<Props extends object>(load: () => Promise<{default: ComponentType<Props>}>): (props: Props) => ReactNode {
  const Component = lazy(load);
  return function OnFirstUse(props: Props): ReactNode {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
