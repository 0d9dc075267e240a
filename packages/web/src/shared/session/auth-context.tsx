import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError, isUnauthenticated } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { onUnauthenticated } from '../../api/session-events.ts';
import { PlainSpin } from '../../components/plain-spin.tsx';
import { ROUTE_PATHS } from '../routes.ts';
import { toast } from '../toast.ts';
import type { Staff } from './documents.ts';
import { ME, SIGN_OUT } from './documents.ts';
import { forgetOfflineData, startOffline } from './offline-start.ts';
import {
  readCentreId,
  readOfflineUser,
  readStayLoggedIn,
  type SessionStores,
  writeCentreId,
  writeOfflineUser,
  writeStayLoggedIn,
} from './storage.ts';

/**
 * Why the session or centre was last cleared. Guards use it to decide whether to remember the current page:
 * after an expiry they do (the user comes back after signing in again), after Log Out or Switch Centre not.
 */
export type ExitReason = 'logout' | 'switch' | 'expired' | null;

interface AuthValue {
  user: Staff | null;
  centreId: number | null;
  stayLoggedIn: boolean;
  exitReason: ExitReason;
  signedIn(user: Staff, stayLoggedIn: boolean): void;
  selectCentre(centreId: number): void;
  clearCentre(reason: ExitReason): void;
  logOut(): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

const stores = (): SessionStores => ({ local: window.localStorage, session: window.sessionStorage });

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(true);
  const [user, setUser] = useState<Staff | null>(null);
  const [centreId, setCentreId] = useState<number | null>(() => readCentreId(stores()));
  const [stayLoggedIn, setStay] = useState(() => readStayLoggedIn(stores()));
  const [exitReason, setExitReason] = useState<ExitReason>(null);
  const userRef = useRef<Staff | null>(null);
  // Whose offline copies to forget at sign-out (userRef is emptied before the sign-out's own calls).
  const accountRef = useRef<string | null>(null);
  useEffect(() => {
    userRef.current = user;
    if (user) accountRef.current = user.accountID;
    // The copy for an offline reload follows the user; the offline queue and copies start for them.
    if (user) {
      writeOfflineUser(stores(), user);
      startOffline(queryClient, user.accountID);
    }
  }, [user, queryClient]);

  const clearCentre = useCallback((reason: ExitReason) => {
    writeCentreId(stores(), null);
    setCentreId(null);
    setExitReason(reason);
  }, []);

  const clearSession = useCallback(
    (reason: ExitReason) => {
      const leaving = accountRef.current;
      accountRef.current = null;
      setUser(null);
      writeOfflineUser(stores(), null);
      if (leaving) forgetOfflineData(leaving);
      clearCentre(reason);
      // The next user on a shared workstation must not see this user's cached lists.
      queueMicrotask(() => queryClient.clear());
    },
    [clearCentre, queryClient],
  );

  // On load the server says who is signed in; the browser keeps no copy of the user.
  useEffect(() => {
    let active = true;
    request(ME)
      .then((data) => active && setUser(data.me))
      .catch((error: unknown) => {
        if (!active) return;
        if (isUnauthenticated(error)) clearCentre(null);
        // The network is down: open for the user last signed in here (issue 31); `me` is asked again when
        // the connection returns, and an expired session then signs out as usual.
        else if (error instanceof ApiError && error.code === 'NETWORK')
          setUser(readOfflineUser<Staff>(stores()));
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [clearCentre]);

  // Opened offline for the user last signed in: ask the server again when the connection returns (an
  // expired session is then answered UNAUTHENTICATED and signs out below).
  useEffect(() => {
    const online = () => {
      if (!userRef.current) return;
      request(ME)
        .then((data) => setUser(data.me))
        .catch(() => undefined);
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  // Any call answered UNAUTHENTICATED while we believe we are signed in: the session expired on the server.
  useEffect(
    () =>
      onUnauthenticated(() => {
        if (!userRef.current) return;
        userRef.current = null;
        clearSession('expired');
        toast('error', 'Token has expired, please re-login.');
      }),
    [clearSession],
  );

  const value = useMemo<AuthValue>(
    () => ({
      user,
      centreId,
      stayLoggedIn,
      exitReason,
      signedIn(next, stay) {
        writeStayLoggedIn(stores(), stay);
        setStay(stay);
        writeCentreId(stores(), centreId); // move the stored centre to the store the new choice selects
        setUser(next);
        setExitReason(null);
      },
      selectCentre(id) {
        writeCentreId(stores(), id);
        setCentreId(id);
        setExitReason(null);
      },
      clearCentre,
      async logOut() {
        // From here on, calls answered UNAUTHENTICATED (the live socket the server closes, a refetch in
        // flight) are the sign-out itself, not an expiry to report.
        userRef.current = null;
        try {
          await request(SIGN_OUT);
        } catch {
          // Signing out locally matters more than the server's answer (it may already have no session).
        }
        clearSession('logout');
        toast('success', 'Log out successfully');
      },
    }),
    [user, centreId, stayLoggedIn, exitReason, clearCentre, clearSession],
  );

  // The login page does not wait for the answer (it shows at once, and redirects if someone is signed in).
  if (loading && window.location.pathname !== ROUTE_PATHS.login) {
    return <PlainSpin fullPage />;
  }
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
