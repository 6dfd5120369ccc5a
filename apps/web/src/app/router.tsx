import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths, type RouteName } from '@/config/paths';
import { AppRoot } from './AppRoot';
import type { NavVariant, RouteHandle } from './route-handle';

type Loader = () => Promise<{ default: React.ComponentType }>;

const page = (load: Loader): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

// Screens whose content comes with later issues share one lazy module: their route, title and
// layout exist now (docs/decisions.md).
const planned = () => import('./routes/PlannedScreen');

const screen = (
  name: RouteName,
  nav: NavVariant,
  load: Loader = planned,
  back?: string,
): RouteObject => ({
  path: paths[name].path,
  handle: { title: name, nav, back } satisfies RouteHandle,
  ...page(load),
});

const mainRoutes: RouteObject[] = [
  screen('ideas', 'main', () => import('./routes/IdeasScreen')),
  screen('home', 'none'),
  screen('auth', 'none'),
  screen('authDialog', 'none'),
  screen('authMobile', 'none', () => import('./routes/MobileAuthScreen'), paths.ideas.href()),
  screen('questions', 'none'),
  screen('profile', 'main', () => import('./routes/ProfileScreen')),
  screen('editProfile', 'none'),
  screen('aboutUs', 'main', () => import('./routes/AboutScreen')),
  screen('contactUs', 'main', () => import('./routes/ContactScreen')),
  screen('referralFriends', 'none', () => import('./routes/ReferralScreen'), paths.profile.href()),
  screen('myIdeas', 'main'),
  screen('myNeeds', 'main'),
  screen('ideaOrNeed', 'main'),
  screen('wallet', 'none'),
  screen('deposit', 'none'),
  screen('withdraw', 'none'),
  screen('transactions', 'none'),
  screen('chatHome', 'none'),
  screen('chat', 'none'),
  screen('indicators', 'none'),
  screen('details', 'item'),
  screen('comp', 'none'),
  screen('compQEdit', 'none'),
  screen('comments', 'comments'),
  screen('answers', 'comments'),
  screen('myIndicators', 'none'),
  screen('filter', 'none'),
  screen('authAfter', 'none'),
  screen('ideaPrice', 'none'),
  screen('ideaShare', 'none'),
  screen('questionAfter', 'none'),
  screen('hideAnswers', 'none'),
  screen('elevatorFile', 'none'),
  screen('elevatorText', 'none'),
  screen('businessText', 'none'),
  screen('abstractFiles', 'none'),
  screen('theIdea', 'item'),
  screen('theNeed', 'item'),
  screen('myIdea', 'none'),
  screen('myNeed', 'none'),
  screen('devOutbox', 'none', () => import('./routes/DevOutboxScreen'), paths.ideas.href()),
  {
    path: '*',
    handle: { title: 'notFound', nav: 'none' },
    ...page(() => import('./routes/NotFoundScreen')),
  },
];

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    // The persisted state is ready before the first render; lazy screens need no placeholder.
    HydrateFallback: () => null,
    children: [
      { path: '/home', loader: ({ request }) => redirect(`/${new URL(request.url).search}`) },
      {
        path: paths.googleCallback.path,
        handle: { title: 'googleCallback', nav: 'none' } satisfies RouteHandle,
        ...page(() => import('./routes/GoogleCallbackScreen')),
      },
      { ...page(() => import('./MainLayout')), children: mainRoutes },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
