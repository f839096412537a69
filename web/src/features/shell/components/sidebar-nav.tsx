import { NavLink } from 'react-router-dom';
import { BriefcaseBusiness, LogOut } from 'lucide-react';
import { cn } from '@/lib/cn';
import { SIDEBAR_ITEMS } from '@/lib/nav';
import { useSession } from '@/lib/session';
import { useSignOut } from '@/lib/use-sign-out';

/** The sidebar's content, shared by the fixed sidebar and the drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { session } = useSession();
  const signOut = useSignOut();
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center gap-2 border-b border-slate-800 px-5">
        <BriefcaseBusiness className="h-6 w-6 text-indigo-400" aria-hidden="true" />
        <span className="text-lg font-semibold text-white">recruit</span>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {SIDEBAR_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400',
                    isActive
                      ? 'bg-indigo-600 text-white'
                      : 'text-slate-300 hover:bg-slate-800 hover:text-white',
                  )
                }
              >
                <item.icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                {item.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {session && (
        <div className="border-t border-slate-800 p-4">
          <p className="truncate text-sm font-medium text-white">{session.user.name}</p>
          <p className="truncate text-xs text-slate-400">{session.user.email}</p>
          <button
            type="button"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
            className="mt-3 flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {signOut.isPending ? 'Signing out...' : 'Sign Out'}
          </button>
        </div>
      )}
    </div>
  );
}
