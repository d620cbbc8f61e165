import { Outlet } from 'react-router-dom';
import { PublicFrame } from './PublicLayoutWide';

/** The plain layout of /signin, /forgotpassword, /resetpassword (spec §2): no sidebar, no user menu. */
export function PlainLayout() {
  return (
    <PublicFrame mainClassName="flex-1 flex justify-content-center align-items-start px-3 py-5">
      <div className="w-full" style={{ maxWidth: '28rem' }}>
        <Outlet />
      </div>
    </PublicFrame>
  );
}
