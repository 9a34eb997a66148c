import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  guide: [
    {type: 'doc', id: 'index', label: 'Introduction'},
    {
      type: 'category',
      label: 'Reference Implementations',
      collapsible: false,
      link: {type: 'doc', id: 'reference-implementations/index'},
      items: [],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
