// /login: branded sign-in; returns to the callback URL (same-origin paths only) or /dashboard.
import type { Metadata } from 'next';
import { safeCallbackUrl } from '@/lib/auth/session-user';
import { LoginForm } from './_components/login-form';

export const metadata: Metadata = {
  title: 'Masuk',
  description: 'Masuk ke dashboard Kuliner Tasikmalaya untuk mengelola tenant dan menu Anda.',
  alternates: { canonical: '/login' },
  robots: { index: false, follow: true },
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { callbackUrl } = await searchParams;
  return <LoginForm callbackUrl={safeCallbackUrl(typeof callbackUrl === 'string' ? callbackUrl : null)} />;
}
