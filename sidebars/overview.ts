import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  overview: [{type: 'doc', id: 'index', label: 'Overview'}],
} satisfies SidebarsConfig;

export default sidebars;
