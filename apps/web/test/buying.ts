import userEvent from '@testing-library/user-event';
import { titled, type RealApp } from './real-app';
import { renderApp } from './render-app';

/**
 * The buying tests' data on a real app: a seller's published ideas ('Lunch for offices' at
 * 120,000 Toman unless told), buyers with money in their wallet signed in in the web app, their
 * balance as the server keeps it, and a screen opened at a path. `app` is read when called: a
 * test file starts its app in `beforeAll`.
 */
export function buyingData(real: () => RealApp) {
  let ideas = 0;
  let members = 0;
  return {
    idea: (seller: string, publish: object = { price: 120_000 }) =>
      real().item(seller, {
        section: 'idea',
        text: titled(`Lunch for offices ${++ideas}`, 'No healthy lunch near work'),
        publish: {
          elevator_text: 'Healthy lunch in 30 minutes',
          business_text: 'Companies pay monthly',
          ...publish,
        },
      }),
    async buyer(deposit = 0) {
      const app = real();
      const token = await app.member(`buyer-${++members}@example.com`, { first_name: 'Mina' });
      if (deposit > 0) await app.deposit(token, deposit);
      app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
      app.signInAs(token);
      return token;
    },
    available: async (token: string) =>
      (await real().api<{ available: number }>('GET', '/wallet', token)).available,
    open: (at: string) => ({ user: userEvent.setup(), ...renderApp(real().routes, at) }),
  };
}
