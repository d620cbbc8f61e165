export function ResetPasswordPage() { return null; }
