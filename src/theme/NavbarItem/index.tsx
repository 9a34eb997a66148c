/**
 * The theme's navbar item, rendered again only when what it shows changes.
 *
 * The menu button's tap toggles the phone drawer's state, which the navbar's
 * content and the drawer's menu both read: every navbar item, in the bar and
 * in the drawer (the version list among them), was rendered anew on the tap,
 * nearly 200 components on an API page, although none of them changed. An
 * item's props come from the site config and stay the same, except the
 * drawer's handler that closes it, which is a new function on each render: the
 * item is given one handler that stays the same and calls the latest.
 */
import React, {memo, type ComponentProps, type MouseEvent, type ReactNode} from 'react';
import {useEvent} from '@docusaurus/theme-common';
import NavbarItem from '@theme-original/NavbarItem';

type Props = ComponentProps<typeof NavbarItem> & {onClick?: (event: MouseEvent<HTMLElement>) => void};

const NavbarItemOnChange = memo(NavbarItem);

export default function NavbarItemWrapper({onClick, ...props}: Props): ReactNode {
  const onClickOfNow = useEvent((event: MouseEvent<HTMLElement>) => onClick?.(event));
  return <NavbarItemOnChange {...(props as Props)} onClick={onClick ? onClickOfNow : undefined} />;
}
