import type { Item } from '@ideabazaar/shared/schemas/items';

/** What every step of the flow gets from the screen that shows it. */
export interface StepProps {
  item: Item;
  /** Reopened from MyIdea / MyNeed: the button saves and goes back there. */
  editing: boolean;
  /** Saved: go on (or back to MyIdea / MyNeed when editing). */
  onDone: () => void;
}
