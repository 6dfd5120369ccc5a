import { defaultLanguage, type Language } from '@ideabazaar/shared/i18n/language';
import type { Section } from '@ideabazaar/shared/schemas/questions';
import { createStore, useStore, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  createEncryptedStorage,
  indexedDbKeyStore,
  memoryKeyStore,
  type EncryptedStorage,
} from './encrypted-storage';

/** Seed section 3: the client-persisted state, with its defaults. */
export interface Profile {
  first_name: string;
  last_name: string;
  avatar_file: string;
  avatar_URL: string;
  profile_photo: string;
  city: string;
  phone: string;
  address: string;
}

export interface PersistedState {
  answers: unknown[];
  questions: unknown[];
  accessToken: string;
  ideaId: string;
  auth: boolean;
  lastRoute: string;
  user: { mobile: string; password: string; email: string };
  userId: string;
  /** Seed: the flag that shows the login prompt. */
  isAuth: boolean;
  profile: Profile;
  categories: unknown[];
  section: Section;
  privatePrice: string;
  /** Not in the seed's list: the chosen interface language (PRODUCT.md section 10). */
  language: Language;
  /**
   * Not in the seed's list: Persian reads right to left unless this is turned off in the profile
   * (PRODUCT.md section 10); English is left to right whatever it says.
   */
  rightToLeft: boolean;
}

export interface SessionState {
  /**
   * Not persisted: a guard or a 401 asked for sign-in on this page. The dialog shows when this is
   * set, or when isAuth is set and the page itself is guarded.
   */
  loginPrompt: boolean;
}

export interface ClientActions {
  set(patch: Partial<PersistedState>): void;
  /** A 401 or a sign-out: not signed in, and the login prompt is due (seed section 4). */
  signedOut(): void;
  signedIn(token: string): void;
  /**
   * The member signed out on purpose: the session and the member's data go. No prompt shows on
   * the open screen they land on; isAuth is back at its default (true), so the next guarded
   * screen they open asks them to sign in.
   */
  signOut(): void;
  promptLogin(): void;
  dismissLogin(): void;
}

export const emptyProfile: Profile = {
  first_name: '',
  last_name: '',
  avatar_file: '',
  avatar_URL: '',
  profile_photo: '',
  city: '',
  phone: '',
  address: '',
};

export const initialState: PersistedState = {
  answers: [],
  questions: [],
  accessToken: '',
  ideaId: '',
  auth: false,
  lastRoute: '/',
  user: { mobile: '', password: '', email: '' },
  userId: '',
  isAuth: true,
  profile: emptyProfile,
  categories: [],
  section: 'idea',
  privatePrice: '',
  language: defaultLanguage,
  rightToLeft: true,
};

export const STORAGE_NAME = 'ideabazaar-state';

const nowhere: EncryptedStorage = {
  getItem: async () => null,
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

function browserStorage(): EncryptedStorage {
  // The server's drawing of a first screen (entry-server.tsx) has no browser storage: it reads
  // the defaults and keeps nothing.
  if (typeof localStorage === 'undefined') return nowhere;
  const keyStore = typeof indexedDB === 'undefined' ? memoryKeyStore() : indexedDbKeyStore();
  return createEncryptedStorage({ keyStore, backing: localStorage });
}

export function createClientStore(storage: EncryptedStorage = browserStorage()) {
  const store = createStore<PersistedState & SessionState & ClientActions>()(
    persist(
      (set) => ({
        ...initialState,
        set: (patch) => set(patch),
        loginPrompt: false,
        signedOut: () =>
          set({ auth: false, isAuth: true, loginPrompt: true, accessToken: '', userId: '' }),
        signedIn: (token) =>
          set({ auth: true, isAuth: false, loginPrompt: false, accessToken: token }),
        signOut: () =>
          set({
            auth: false,
            isAuth: true,
            loginPrompt: false,
            accessToken: '',
            userId: '',
            user: initialState.user,
            profile: emptyProfile,
          }),
        promptLogin: () => set({ isAuth: true, loginPrompt: true }),
        dismissLogin: () => set({ isAuth: false, loginPrompt: false }),
      }),
      {
        name: STORAGE_NAME,
        storage: createJSONStorage(() => storage),
        partialize: (state): PersistedState => {
          const persisted: Record<string, unknown> = {};
          for (const key of Object.keys(initialState)) {
            persisted[key] = state[key as keyof PersistedState];
          }
          return persisted as unknown as PersistedState;
        },
        // Written by an older version with fields missing: the defaults fill them.
        merge: (persisted, current) => ({ ...current, ...(persisted as Partial<PersistedState>) }),
      },
    ),
  );
  // React reads a store's "server snapshot" when rendering on the server and when hydrating the
  // server's HTML; zustand answers it with the defaults. The server draws the first screen in the
  // reader's language (entry-server.tsx) and the browser hydrates it with the reader's own state:
  // both must read the state as it is, not the defaults. (zustand's `create` is this hook over
  // the store, made here so that the store itself answers the snapshot.)
  store.getInitialState = store.getState;
  const useBound = ((selector?: (state: ReturnType<typeof store.getState>) => unknown) =>
    useStore(store, selector!)) as UseBoundStore<typeof store>;
  return Object.assign(useBound, store);
}

export const useClientState = createClientStore();
