import { Route, Routes } from 'react-router-dom';
import { PlainLayout } from '../layout/PlainLayout';
import { MainLayout } from '../layout/MainLayout';
import { RequireSignedIn } from '../guard/RequireSignedIn';
import { ModuleRoutes } from '../guard/ModuleRoutes';
import { AdaptiveLayout } from './AdaptiveLayout';
import { HomePage } from '../pages/home/HomePage';
import { SignInDocument } from '../pages/signin/SignInDocument';
import { ForgotPasswordPage } from '../pages/forgot-password/ForgotPasswordPage';
import { ResetPasswordPage } from '../pages/reset-password/ResetPasswordPage';
import { OnboardingPage } from '../pages/onboarding/OnboardingPage';
import { HttpStatusPage } from '../pages/http-status/HttpStatusPage';
import { CustomersPage } from '../pages/customers/CustomersPage';
import { UserProfilePage } from '../pages/userprofile/UserProfilePage';
import { AufgabenPage } from '../pages/aufgaben/AufgabenPage';

/** The routes of spec §2 owned by the shell; everything else belongs to a remote's manifest. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/signin" element={<SignInDocument />} />
      <Route element={<PlainLayout />}>
        <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
        <Route path="/resetpassword" element={<ResetPasswordPage />} />
      </Route>
      <Route element={<AdaptiveLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/customer-user-onboarding" element={<OnboardingPage />} />
        <Route path="/http-status-code" element={<HttpStatusPage />} />
      </Route>
      <Route element={<RequireSignedIn />}>
        <Route element={<MainLayout />}>
          <Route path="/customers" element={<CustomersPage />} />
          <Route path="/userprofile" element={<UserProfilePage />} />
          <Route path="/aufgaben" element={<AufgabenPage />} />
        </Route>
        <Route path="*" element={<ModuleRoutes />} />
      </Route>
    </Routes>
  );
}
