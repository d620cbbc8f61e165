export function UserProfilePage() { return null; }
