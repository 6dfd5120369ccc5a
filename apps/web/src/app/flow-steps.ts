import type { Item } from '@ideabazaar/shared/schemas/items';
import { paths } from '@/config/paths';

/** The steps after the questions (PRODUCT.md section 3), by their route names. */
export type FlowStep =
  | 'questionAfter'
  | 'ideaPrice'
  | 'hideAnswers'
  | 'elevatorText'
  | 'elevatorFile'
  | 'businessText'
  | 'abstractFiles'
  | 'comp'
  | 'ideaShare';

export const stepHref = (step: FlowStep, itemId: string) => paths[step].href(itemId);

/** A step reopened from MyIdea / MyNeed: it saves and returns there. */
export const editHref = (step: FlowStep | 'compQEdit', itemId: string) => {
  const href = step === 'compQEdit' ? paths.compQEdit.href(itemId) : stepHref(step, itemId);
  return `${href}${href.includes('?') ? '&' : '?'}edit=1`;
};

export const ownerHref = (item: Pick<Item, 'id' | 'section'>) =>
  item.section === 'need' ? paths.myNeed.href(item.id) : paths.myIdea.href(item.id);

const priceChosen = (item: Item) => item.price !== null || item.negotiable;
const afterPrice = (item: Item): FlowStep =>
  item.active_private_responses ? 'hideAnswers' : 'elevatorText';

const ideaOrder: Partial<Record<FlowStep, FlowStep>> = {
  hideAnswers: 'elevatorText',
  elevatorText: 'elevatorFile',
  elevatorFile: 'businessText',
  businessText: 'abstractFiles',
  abstractFiles: 'comp',
  comp: 'ideaShare',
};

/**
 * The step after this one. Ideas: question-after, IdeaPrice, hide-answers (only with
 * active_private_responses), ElevatorText, ElevatorFile, BusinessText, AbstractFiles, comp,
 * IdeaShare. A member's idea comes to IdeaPrice straight from the questions (seed section 2), so
 * question-after follows IdeaPrice when it has not been answered, and leads on past the price
 * once one is chosen. Needs: AbstractFiles, then IdeaShare.
 */
export function nextStep(step: FlowStep, item: Item): FlowStep {
  if (item.section === 'need') return 'ideaShare';
  if (step === 'questionAfter') return priceChosen(item) ? afterPrice(item) : 'ideaPrice';
  if (step === 'ideaPrice') {
    return item.answers.some((answer) => answer.set === 'after')
      ? afterPrice(item)
      : 'questionAfter';
  }
  return ideaOrder[step] ?? 'ideaShare';
}
