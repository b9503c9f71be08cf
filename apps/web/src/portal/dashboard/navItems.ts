import {
  CreditCard,
  FileText,
  GraduationCap,
  History,
  Inbox,
  Key,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Upload,
  Users,
  Webhook,
} from 'lucide-react';

export interface NavItem {
  to: string;
  labelKey:
    | 'nav.overview'
    | 'nav.documents'
    | 'nav.upload'
    | 'nav.learned'
    | 'nav.apiKeys'
    | 'nav.webhooks'
    | 'nav.billing'
    | 'nav.settings'
    | 'nav.adminUsers'
    | 'nav.adminLeads'
    | 'nav.adminAudit';
  icon: LucideIcon;
  end?: boolean;
}

/** The specification's six entries of the side menu, and what the account learned from corrections. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/dashboard/documents', labelKey: 'nav.documents', icon: FileText },
  { to: '/dashboard/upload', labelKey: 'nav.upload', icon: Upload },
  { to: '/dashboard/learned', labelKey: 'nav.learned', icon: GraduationCap },
  { to: '/dashboard/api-keys', labelKey: 'nav.apiKeys', icon: Key },
  { to: '/dashboard/webhooks', labelKey: 'nav.webhooks', icon: Webhook },
  { to: '/dashboard/billing', labelKey: 'nav.billing', icon: CreditCard },
  { to: '/dashboard/settings', labelKey: 'nav.settings', icon: Settings },
];

export const OVERVIEW_NAV: NavItem = {
  to: '/dashboard',
  labelKey: 'nav.overview',
  icon: LayoutDashboard,
  end: true,
};

/** Shown to admins only. */
export const ADMIN_NAV: readonly NavItem[] = [
  { to: '/dashboard/admin/users', labelKey: 'nav.adminUsers', icon: Users },
  { to: '/dashboard/admin/leads', labelKey: 'nav.adminLeads', icon: Inbox },
  { to: '/dashboard/admin/audit', labelKey: 'nav.adminAudit', icon: History },
];
