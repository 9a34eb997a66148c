import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ApiVersionDropdown from '@site/src/components/ApiVersionDropdown';

export default {
  ...ComponentTypes,
  'custom-apiVersionDropdown': ApiVersionDropdown,
};
