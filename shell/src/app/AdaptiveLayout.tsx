import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@vws/shared/core';
import { MainLayout } from '../layout/MainLayout';
import { PublicLayoutWide } from '../layout/PublicLayoutWide';

/** Public pages (/, status, onboarding): the full layout for a signed-in user, a plain frame otherwise. */
export function AdaptiveLayout() {
  const signedIn = useAppSelector((state) => state.session.user !== null);
  if (signedIn) return <MainLayout />;
  return (
    <PublicLayoutWide>
      <Outlet />
    </PublicLayoutWide>
  );
}
