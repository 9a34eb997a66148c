/**
 * The theme's navbar logo, which takes no props, rendered again only when its
 * own state changes: the navbar and the phone drawer's header, which render it,
 * render again on every tap of the menu button (src/theme/NavbarItem).
 */
import {memo} from 'react';
import NavbarLogo from '@theme-original/Navbar/Logo';

export default memo(NavbarLogo);
