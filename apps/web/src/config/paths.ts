/**
 * Every route of the app (seed section 2, PRODUCT.md section 0), its href builder and whether a
 * visitor may open it (seed section 6). The router and the guard both read this table.
 */
type Id = string | number;

const route = <const P extends string, A extends unknown[]>(
  path: P,
  href: (...args: A) => string,
  open = false,
) => ({ path, href, open });

export const paths = {
  ideas: route('/', () => '/', true),
  home: route('/create-idea', () => '/create-idea', true),
  auth: route('/auth', () => '/auth', true),
  authDialog: route('/auth-d', () => '/auth-d'),
  authMobile: route(
    '/auth/mobile',
    (ideaId?: Id) => (ideaId === undefined ? '/auth/mobile' : `/auth/mobile?ideaId=${ideaId}`),
    true,
  ),
  googleCallback: route('/google-login/callback', () => '/google-login/callback', true),
  questions: route('/questions', () => '/questions', true),
  profile: route('/profile', () => '/profile'),
  editProfile: route('/editProfile', () => '/editProfile'),
  aboutUs: route('/aboutUs', () => '/aboutUs'),
  contactUs: route('/contactUs', () => '/contactUs'),
  referralFriends: route('/referral-friends', () => '/referral-friends'),
  myIdeas: route('/my-ideas', () => '/my-ideas'),
  myNeeds: route('/my-needs', () => '/my-needs'),
  ideaOrNeed: route('/idea-or-need', () => '/idea-or-need', true),
  wallet: route('/wallet', () => '/wallet'),
  /** The seed's spelling; `amount` prefills the form (what a purchase is missing). */
  deposit: route('/deposite', (amount?: number) =>
    amount === undefined ? '/deposite' : `/deposite?amount=${amount}`,
  ),
  withdraw: route('/withdraw', () => '/withdraw'),
  transactions: route('/transactions', () => '/transactions'),
  /** Not in the seed: the receipt of one operation (issue 32), by its reference. */
  receipt: route(
    '/wallet/receipts/:reference',
    (reference: string) => `/wallet/receipts/${reference}`,
  ),
  /** Not in the seed: what the member bought, with the hold and disputes (PRODUCT.md section 5). */
  purchases: route('/purchases', () => '/purchases'),
  chatHome: route('/chathome', () => '/chathome'),
  /** Not in the seed: the member's notifications (issue 30). */
  notifications: route('/notifications', () => '/notifications'),
  /** Not in the seed: the choices per kind and channel, this device's push, saved searches. */
  notificationSettings: route('/notification-settings', () => '/notification-settings'),
  /** Not in the seed: an e-mail's unsubscribe link (`?token=`), open without signing in. */
  unsubscribe: route('/unsubscribe', () => '/unsubscribe', true),
  chat: route('/chat/:id', (id: Id) => `/chat/${id}`),
  indicators: route('/indicators/:ideaId', (ideaId: Id) => `/indicators/${ideaId}`),
  details: route('/details/:ideaId', (ideaId: Id) => `/details/${ideaId}`),
  comp: route('/comp/:ideaId', (ideaId: Id) => `/comp/${ideaId}`),
  compQEdit: route('/compQEdit/:ideaId', (ideaId: Id) => `/compQEdit/${ideaId}`),
  comments: route('/comments/:ideaId', (ideaId: Id) => `/comments/${ideaId}`),
  answers: route('/answers/:ideaId', (ideaId: Id) => `/answers/${ideaId}`),
  myIndicators: route('/myindicators/:ideaId', (ideaId: Id) => `/myindicators/${ideaId}`),
  filter: route('/filter', () => '/filter'),
  authAfter: route('/AuthAfter/:ideaId', (ideaId: Id) => `/AuthAfter/${ideaId}`, true),
  ideaPrice: route('/idea-price/:ideaId', (ideaId: Id) => `/idea-price/${ideaId}`),
  ideaShare: route('/IdeaShare/:ideaId', (ideaId: Id) => `/IdeaShare/${ideaId}`),
  questionAfter: route('/question-after/:ideaId', (ideaId: Id) => `/question-after/${ideaId}`),
  hideAnswers: route('/hide-answers/:ideaId', (ideaId: Id) => `/hide-answers/${ideaId}`),
  elevatorFile: route('/ElevatorFile/:ideaId', (ideaId: Id) => `/ElevatorFile/${ideaId}`),
  /** The seed's path has no id: it travels in the query (or the client state's ideaId). */
  elevatorText: route('/ElevatorText', (ideaId?: Id) =>
    ideaId === undefined ? '/ElevatorText' : `/ElevatorText?ideaId=${ideaId}`,
  ),
  businessText: route('/BusinessText/:ideaId', (ideaId: Id) => `/BusinessText/${ideaId}`),
  abstractFiles: route('/abstract-files/:ideaId', (ideaId: Id) => `/abstract-files/${ideaId}`),
  theIdea: route('/TheIdea/:ideaId', (ideaId: Id) => `/TheIdea/${ideaId}`, true),
  theNeed: route('/TheNeed/:ideaId', (ideaId: Id) => `/TheNeed/${ideaId}`, true),
  myIdea: route('/MyIdea/:ideaId', (ideaId: Id) => `/MyIdea/${ideaId}`),
  myNeed: route('/MyNeed/:ideaId', (ideaId: Id) => `/MyNeed/${ideaId}`),
  /** Not in the seed: checks a certificate of authorship in the browser, offline once loaded (issue 31). */
  verify: route('/verify', () => '/verify', true),
  /** Not in the seed: a version's certificate as a printable page, public like the certificate. */
  certificate: route(
    '/certificate/:ideaId/:version',
    (ideaId: Id, version: number) => `/certificate/${ideaId}/${version}`,
    true,
  ),
  /** Not in the seed: the sign-in codes sent while no provider is set (PRODUCT.md section 8). */
  devOutbox: route('/dev/outbox', () => '/dev/outbox', true),
  /** Not in the seed: the operator console (issue 29), its sections below it (features/admin). */
  admin: route('/admin/*', (section?: string) => (section ? `/admin/${section}` : '/admin')),
} as const;

export type RouteName = keyof typeof paths;
