/**
 * A Markdown table row. A parameter's row has an anchor of its own
 * (plugins/parameter-anchors), which is registered with Docusaurus's
 * broken-anchor check like a heading's: links to `search.html#group_by` are
 * checked by the build.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

export default function TableRow(props: ComponentProps<'tr'>): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (props.id) {
    brokenLinks.collectAnchor(props.id);
  }
  return <tr {...props} />;
}
