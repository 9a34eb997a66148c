/**
 * A Markdown table. A wide table scrolls sideways inside the page (Infima
 * makes tables scroll boxes), so it takes keyboard focus: a reader without a
 * pointer can then scroll it with the arrow keys.
 */
import React, {type ComponentProps, type ReactNode} from 'react';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}
