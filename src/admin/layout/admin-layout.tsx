import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './admin-app-bar';
import { AdminMenu } from './admin-menu';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar}>
      {children}
    </Layout>
  );
}
