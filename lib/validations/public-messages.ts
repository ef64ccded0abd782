// The few spec messages the public pages' client code shows (the load-failure state of the error boundaries), apart
// from the full catalogue in ./messages so visitors download only these.

export const MENU_LOAD_FAILED_PUBLIC_TITLE = 'Gagal Memuat Menu';
export const MENU_LOAD_FAILED_PUBLIC = 'Terjadi kesalahan saat memuat data menu. Silakan coba lagi.';
