import {
  BarChart3,
  Boxes,
  Briefcase,
  Building,
  Cloud,
  Database,
  FileSpreadsheet,
  HardDrive,
  type LucideIcon,
  MessageSquare,
  PieChart,
  Repeat,
  Sheet,
  Table2,
  Webhook,
  Workflow,
  Zap,
} from 'lucide-react';

export const INTEGRATION_TABS = ['popular', 'automation', 'analytics', 'enterprise'] as const;
export type IntegrationTab = (typeof INTEGRATION_TABS)[number];

/**
 * How results reach the other system; each method has its own setup steps in marketing.json
 * (`integrations.methods.<method>`), so the docs page never promises a connector we do not ship.
 * `n8nNode` is the one connector we do ship: packages/n8n-nodes-docread.
 */
export type IntegrationMethod = 'n8nNode' | 'automation' | 'viaAutomation' | 'fileExport' | 'api';

export interface Integration {
  name: string;
  tab: IntegrationTab;
  icon: LucideIcon;
  popular: boolean;
  method: IntegrationMethod;
}

/** The specification's rule: the lower-cased name with spaces turned into hyphens. */
export function integrationSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, '-');
}

export const INTEGRATIONS: readonly Integration[] = [
  { name: 'Zapier', tab: 'popular', icon: Zap, popular: true, method: 'automation' },
  { name: 'Make', tab: 'popular', icon: Workflow, popular: true, method: 'automation' },
  { name: 'Google Sheets', tab: 'popular', icon: Sheet, popular: true, method: 'viaAutomation' },
  { name: 'Google Drive', tab: 'popular', icon: HardDrive, popular: false, method: 'viaAutomation' },
  { name: 'Slack', tab: 'popular', icon: MessageSquare, popular: false, method: 'viaAutomation' },
  { name: 'Dropbox', tab: 'popular', icon: Cloud, popular: false, method: 'viaAutomation' },
  { name: 'n8n', tab: 'automation', icon: Repeat, popular: true, method: 'n8nNode' },
  { name: 'Power Automate', tab: 'automation', icon: Workflow, popular: false, method: 'automation' },
  { name: 'Pipedream', tab: 'automation', icon: Boxes, popular: false, method: 'automation' },
  { name: 'Webhooks', tab: 'automation', icon: Webhook, popular: true, method: 'api' },
  { name: 'Power BI', tab: 'analytics', icon: BarChart3, popular: true, method: 'fileExport' },
  { name: 'Looker Studio', tab: 'analytics', icon: PieChart, popular: false, method: 'fileExport' },
  { name: 'Metabase', tab: 'analytics', icon: Database, popular: false, method: 'fileExport' },
  { name: 'Excel', tab: 'analytics', icon: FileSpreadsheet, popular: true, method: 'fileExport' },
  { name: 'SAP', tab: 'enterprise', icon: Building, popular: true, method: 'api' },
  { name: 'Salesforce', tab: 'enterprise', icon: Cloud, popular: false, method: 'api' },
  { name: 'Dynamics 365', tab: 'enterprise', icon: Briefcase, popular: false, method: 'api' },
  { name: 'Priority', tab: 'enterprise', icon: Table2, popular: true, method: 'api' },
];

export function findIntegration(slug: string | undefined): Integration | undefined {
  return INTEGRATIONS.find((integration) => integrationSlug(integration.name) === slug);
}
