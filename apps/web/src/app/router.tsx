import { createBrowserRouter, redirect, type Params, type RouteObject } from 'react-router';
import { paths, type RouteName } from '@/config/paths';
import { AppRoot } from './AppRoot';
import type { NavVariant, RouteHandle } from './route-handle';
import type * as AuthorshipScreens from './routes/authorship-screens';
import type * as ChatScreens from './routes/chat-screens';
import type * as FlowScreens from './routes/flow-screens';
import type * as IndicatorScreens from './routes/indicator-screens';
import type * as ItemViewScreens from './routes/item-view-screens';
import type * as MyItemsScreens from './routes/my-items-screens';
import type * as NotificationScreens from './routes/notification-screens';
import type * as FlowStepScreens from './routes/flow-step-screens';
import type * as WalletScreens from './routes/wallet-screens';

type Loader = () => Promise<{ default: React.ComponentType }>;

const page = (load: Loader): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

// Screens whose content comes with later issues share one lazy module: their route, title and
// layout exist now (docs/decisions.md).
const planned = () => import('./routes/PlannedScreen');

type Screens = Record<string, React.ComponentType>;
/** One named screen of a lazy module that holds several. */
const named =
  <M extends Screens>(load: () => Promise<M>, name: keyof M & string): Loader =>
  async () => ({ default: (await load())[name] as React.ComponentType });
const flow = (name: keyof typeof FlowScreens) => named(() => import('./routes/flow-screens'), name);
const flowStep = (name: keyof typeof FlowStepScreens) =>
  named(() => import('./routes/flow-step-screens'), name);
const myItem = () => import('./routes/MyItemScreen');
const itemView = (name: keyof typeof ItemViewScreens) =>
  named(() => import('./routes/item-view-screens'), name);
const myItems = (name: keyof typeof MyItemsScreens) =>
  named(() => import('./routes/my-items-screens'), name);
const indicators = (name: keyof typeof IndicatorScreens) =>
  named(() => import('./routes/indicator-screens'), name);
const comments = () => import('./routes/CommentsScreen');
const chat = (name: keyof typeof ChatScreens) => named(() => import('./routes/chat-screens'), name);
const notifications = (name: keyof typeof NotificationScreens) =>
  named(() => import('./routes/notification-screens'), name);
// The certificates' screens (issue 31) load the verifier only with them, never on the first screen.
const authorship = (name: keyof typeof AuthorshipScreens) =>
  named(() => import('./routes/authorship-screens'), name);
const wallet = (name: keyof typeof WalletScreens) =>
  named(() => import('./routes/wallet-screens'), name);

const screen = (
  name: RouteName,
  nav: NavVariant,
  load: Loader = planned,
  back?: RouteHandle['back'],
): RouteObject => ({
  path: paths[name].path,
  handle: { title: name, nav, back } satisfies RouteHandle,
  ...page(load),
});

/** Back to the item the path names, on a screen of that item. */
const toItem =
  (name: 'details' | 'theIdea' | 'theNeed') =>
  ({ ideaId = '' }: Params) =>
    paths[name].href(ideaId);
const ideasList = paths.ideas.href();
/** The flow's step screens go back to the previous step; until their item is there, here. */
const myIdeasList = paths.myIdeas.href();

const mainRoutes: RouteObject[] = [
  screen('ideas', 'main', () => import('./routes/IdeasScreen')),
  screen('home', 'none', flow('CreateHomeScreen'), ideasList),
  screen('auth', 'none', () => import('./routes/SignInScreen'), ideasList),
  screen('authDialog', 'none', () => import('./routes/SignInScreen'), ideasList),
  screen('authMobile', 'none', () => import('./routes/MobileAuthScreen'), paths.ideas.href()),
  screen('questions', 'none', flow('QuestionsScreen'), paths.ideaOrNeed.href()),
  screen('profile', 'main', () => import('./routes/ProfileScreen')),
  screen('editProfile', 'none', () => import('./routes/EditProfileScreen'), paths.profile.href()),
  screen('aboutUs', 'main', () => import('./routes/AboutScreen')),
  screen('contactUs', 'main', () => import('./routes/ContactScreen')),
  screen('referralFriends', 'none', () => import('./routes/ReferralScreen'), paths.profile.href()),
  screen('myIdeas', 'main', myItems('MyIdeasScreen')),
  screen('myNeeds', 'main', myItems('MyNeedsScreen')),
  screen('ideaOrNeed', 'main', flow('IdeaOrNeedScreen')),
  screen('wallet', 'none', wallet('WalletScreen'), paths.profile.href()),
  screen('deposit', 'none', wallet('DepositScreen'), paths.wallet.href()),
  screen('withdraw', 'none', wallet('WithdrawScreen'), paths.wallet.href()),
  screen('transactions', 'none', wallet('TransactionsScreen'), paths.wallet.href()),
  screen('receipt', 'none', wallet('ReceiptScreen'), paths.transactions.href()),
  screen('purchases', 'none', wallet('PurchasesScreen'), paths.profile.href()),
  screen('chatHome', 'none', chat('ChatHomeScreen'), paths.profile.href()),
  screen('chat', 'none', chat('ChatScreen'), paths.chatHome.href()),
  screen('notifications', 'main', notifications('NotificationsScreen')),
  screen(
    'notificationSettings',
    'none',
    notifications('NotificationSettingsScreen'),
    paths.profile.href(),
  ),
  screen('unsubscribe', 'none', notifications('UnsubscribeScreen'), ideasList),
  screen('indicators', 'none', indicators('IndicatorsScreen'), toItem('details')),
  screen('details', 'item', itemView('DetailsScreen'), ideasList),
  screen('comp', 'none', flowStep('CompScreen'), myIdeasList),
  screen('compQEdit', 'none', flowStep('CompEditScreen'), myIdeasList),
  screen('comments', 'none', comments, toItem('theIdea')),
  screen('answers', 'none', comments, toItem('theNeed')),
  screen('myIndicators', 'none', indicators('MyIndicatorsScreen'), paths.myIdeas.href()),
  screen('filter', 'none', () => import('./routes/FilterScreen'), paths.ideas.href()),
  screen('authAfter', 'none', flow('AuthAfterScreen'), paths.ideaOrNeed.href()),
  screen('ideaPrice', 'none', flowStep('IdeaPriceScreen'), myIdeasList),
  screen('ideaShare', 'none', flowStep('IdeaShareScreen'), myIdeasList),
  screen('questionAfter', 'none', flowStep('QuestionAfterScreen'), myIdeasList),
  screen('hideAnswers', 'none', flowStep('HideAnswersScreen'), myIdeasList),
  screen('elevatorFile', 'none', flowStep('ElevatorFileScreen'), myIdeasList),
  screen('elevatorText', 'none', flowStep('ElevatorTextScreen'), myIdeasList),
  screen('businessText', 'none', flowStep('BusinessTextScreen'), myIdeasList),
  screen('abstractFiles', 'none', flowStep('AbstractFilesScreen'), myIdeasList),
  screen('theIdea', 'item', itemView('TheIdeaScreen'), ideasList),
  screen('theNeed', 'item', itemView('TheNeedScreen'), `${ideasList}?section=need`),
  screen('myIdea', 'none', myItem, paths.myIdeas.href()),
  screen('myNeed', 'none', myItem, paths.myNeeds.href()),
  screen('verify', 'none', authorship('VerifyScreen'), ideasList),
  screen('certificate', 'none', authorship('CertificateScreen'), toItem('theIdea')),
  screen('devOutbox', 'none', () => import('./routes/DevOutboxScreen'), paths.ideas.href()),
  {
    path: '*',
    handle: { title: 'notFound', nav: 'none', back: ideasList } satisfies RouteHandle,
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
      // The operator console has a layout of its own and its own chunks: nothing else imports it.
      {
        path: paths.admin.path,
        handle: { title: 'admin', nav: 'none', back: paths.profile.href() } satisfies RouteHandle,
        ...page(() => import('./routes/AdminConsoleScreen')),
      },
      { ...page(() => import('./MainLayout')), children: mainRoutes },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
