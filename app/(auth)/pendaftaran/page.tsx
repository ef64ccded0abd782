// /pendaftaran 'Daftar Tenant': a tenant owner creates their account (a MANAGER) and then logs in.
import type { Metadata } from 'next';
import { RegistrationForm } from './_components/registration-form';

export const metadata: Metadata = {
  title: 'Daftar Tenant',
  description: 'Daftarkan usaha kuliner Anda di Kuliner Tasikmalaya: buat akun tenant dan mulai kelola menu Anda.',
  alternates: { canonical: '/pendaftaran' },
};

export default function RegistrationPage() {
  return <RegistrationForm />;
}
