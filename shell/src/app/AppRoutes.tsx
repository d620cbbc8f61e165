import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PlainLayout } from '../layout/PlainLayout';
import { MainLayout } from '../layout/MainLayout';
import { RequireSignedIn } from '../guard/RequireSignedIn';
import { ModuleRoutes } from '../guard/ModuleRoutes';
import { PageSpinner } from '../guard/PageSpinner';
import { AdaptiveLayout } from './AdaptiveLayout';
import { SignInDocument } from '../pages/signin/SignInDocument';

/**
 * The shell's own pages load when their route is opened: a module route's start-up carries none of
 * them (nor their forms, zod schemas and the password-strength check).
 */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

const homePage = lazyPage(() => import('../pages/home/HomePage').then((page) => page.HomePage));
const forgotPasswordPage = lazyPage(() => import('../pages/forgot-password/ForgotPasswordPage').then((page) => page.ForgotPasswordPage));
const resetPasswordPage = lazyPage(() => import('../pages/reset-password/ResetPasswordPage').then((page) => page.ResetPasswordPage));
const onboardingPage = lazyPage(() => import('../pages/onboarding/OnboardingPage').then((page) => page.OnboardingPage));
const httpStatusPage = lazyPage(() => import('../pages/http-status/HttpStatusPage').then((page) => page.HttpStatusPage));
const customersPage = lazyPage(() => import('../pages/customers/CustomersPage').then((page) => page.CustomersPage));
const userProfilePage = lazyPage(() => import('../pages/userprofile/UserProfilePage').then((page) => page.UserProfilePage));
const aufgabenPage = lazyPage(() => import('../pages/aufgaben/AufgabenPage').then((page) => page.AufgabenPage));

/** The routes of spec §2 owned by the shell; everything else belongs to a remote's manifest. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/signin" element={<SignInDocument />} />
      <Route element={<PlainLayout />}>
        <Route path="/forgotpassword" element={forgotPasswordPage} />
        <Route path="/resetpassword" element={resetPasswordPage} />
      </Route>
      <Route element={<AdaptiveLayout />}>
        <Route path="/" element={homePage} />
        <Route path="/customer-user-onboarding" element={onboardingPage} />
        <Route path="/http-status-code" element={httpStatusPage} />
      </Route>
      <Route element={<RequireSignedIn />}>
        <Route element={<MainLayout />}>
          <Route path="/customers" element={customersPage} />
          <Route path="/userprofile" element={userProfilePage} />
          <Route path="/aufgaben" element={aufgabenPage} />
        </Route>
        <Route path="*" element={<ModuleRoutes />} />
      </Route>
    </Routes>
  );
}
