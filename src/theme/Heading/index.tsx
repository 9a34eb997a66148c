/**
 * Headings, with ids on page titles too: the theme leaves the h1's id out (it
 * is not in the table of contents), but the old site gave each page title an
 * anchor (`geosearch.html#geosearch`) that inbound links use. The h1 keeps the
 * theme's look and gets no hash link; its id is registered with the broken
 * anchor check like any other heading's.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Heading from '@theme-original/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

type Props = ComponentProps<typeof Heading>;

function PageTitle({id, ...props}: Omit<Props, 'as'> & {id: string}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return <h1 {...props} id={id} />;
}

export default function HeadingWrapper(props: Props): ReactNode {
  if (props.as === 'h1' && props.id) {
    const {as: _as, ...rest} = props;
    return <PageTitle {...rest} id={props.id} />;
  }
  return <Heading {...props} />;
}
