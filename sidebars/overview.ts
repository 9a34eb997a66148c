import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The overview: what Typesense is and how it compares, then use cases, demos and
 * benchmarks, then where a reader goes next (as on the old site).
 */
const sidebars = {
  overview: [
    {
      type: 'category',
      label: 'Overview',
      collapsible: false,
      items: [
        {type: 'doc', id: 'what-is-typesense', label: 'What is Typesense?'},
        {type: 'doc', id: 'why-typesense', label: 'Why Typesense?'},
        {type: 'doc', id: 'features', label: 'Key Features'},
        {type: 'doc', id: 'comparison-with-alternatives', label: 'Comparison with alternatives'},
      ],
    },
    {type: 'doc', id: 'use-cases', label: 'Use Cases'},
    {type: 'doc', id: 'demos', label: 'Live Demos'},
    {type: 'doc', id: 'benchmarks', label: 'Benchmarks'},
    {type: 'link', label: 'Guide', href: '/guide/'},
    {type: 'link', label: 'API Reference', href: '/api/'},
    {type: 'link', label: 'Help', href: '/help.html'},
  ],
} satisfies SidebarsConfig;

export default sidebars;
