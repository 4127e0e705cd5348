import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './admin-app-bar';
import { AdminMenu } from './admin-menu';
import { TwoStepGate } from './two-step-gate';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar}>
      <TwoStepGate>{children}</TwoStepGate>
    </Layout>
  );
}
