import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The Cloud Management API v1: overview, authentication, its resources, then response codes, rate limits, Terraform. */
const sidebars = {
  cloudManagementApi: [
    {type: 'doc', id: 'index', label: 'Overview'},
    {type: 'doc', id: 'authentication', label: 'Authentication'},
    {
      type: 'category',
      label: 'API Resources',
      collapsible: false,
      items: [
        {type: 'doc', id: 'cluster-management', label: 'Cluster Management'},
        {type: 'doc', id: 'cluster-configuration-changes', label: 'Cluster Configuration Changes'},
        {type: 'doc', id: 'cluster-cloning', label: 'Cluster Cloning'},
        {type: 'doc', id: 'typesense-server-configuration-parameters', label: 'Typesense Configuration Parameters'},
        {type: 'doc', id: 'invoices', label: 'Invoices'},
      ],
    },
    {type: 'doc', id: 'response-codes', label: 'Response Codes'},
    {type: 'doc', id: 'rate-limits', label: 'Rate Limits'},
    {type: 'doc', id: 'terraform-module', label: 'Terraform Module'},
  ],
} satisfies SidebarsConfig;

export default sidebars;
