// Every path of the seed's route table (SEED-SPEC section 2), with ID standing for an item's id,
// plus the routes outside it that PRODUCT.md section 0 places: the mobile auth page and /home.
export const openRoutes = [
  '/create-idea',
  '/',
  '/auth',
  '/idea-or-need',
  '/questions',
  '/AuthAfter/ID',
  '/TheIdea/ID',
  '/TheNeed/ID',
  '/auth/mobile',
];

export const guardedRoutes = [
  '/auth-d',
  '/profile',
  '/editProfile',
  '/aboutUs',
  '/contactUs',
  '/referral-friends',
  '/my-ideas',
  '/my-needs',
  '/wallet',
  '/deposite',
  '/withdraw',
  '/transactions',
  '/chathome',
  '/chat/ID',
  '/indicators/ID',
  '/details/ID',
  '/comp/ID',
  '/compQEdit/ID',
  '/comments/ID',
  '/answers/ID',
  '/myindicators/ID',
  '/filter',
  '/idea-price/ID',
  '/IdeaShare/ID',
  '/question-after/ID',
  '/hide-answers/ID',
  '/ElevatorFile/ID',
  '/ElevatorText',
  '/BusinessText/ID',
  '/abstract-files/ID',
  '/MyIdea/ID',
  '/MyNeed/ID',
];

/** The routes with ID replaced by a real item's id. */
export const withId = (routes: string[], id: string) =>
  routes.map((route) => route.replace('ID', id));
