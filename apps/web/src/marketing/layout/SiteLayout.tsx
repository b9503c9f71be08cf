import { Outlet } from 'react-router';

/** Header, page and footer of every public page. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
