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
const afterAnswered = (item: Item) => item.answers.some((answer) => answer.set === 'after');
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
 * once one is chosen. Needs: AbstractFiles, then IdeaShare. The first questions, asked again, lead
 * to the first step of `creationSteps`.
 */
export function nextStep(step: CreationStep, item: Item): FlowStep {
  if (step === 'questions') {
    if (item.section === 'need') return 'abstractFiles';
    return afterFirst(item, step) ? 'questionAfter' : 'ideaPrice';
  }
  if (item.section === 'need') return 'ideaShare';
  if (step === 'questionAfter') return priceChosen(item) ? afterPrice(item) : 'ideaPrice';
  if (step === 'ideaPrice') return afterAnswered(item) ? afterPrice(item) : 'questionAfter';
  return ideaOrder[step] ?? 'ideaShare';
}

/** A step of the whole creation: the item's first questions, then the steps after them. */
export type CreationStep = 'questions' | FlowStep;

/**
 * Whether question-after comes before IdeaPrice for this item, seen from the step at hand. A
 * visitor's idea answers it first (AuthAfter leads there), a member's comes to the price first
 * (seed section 2) and answers it after; which one was first is read from what is filled in. Both
 * filled in, PRODUCT.md section 3's order (question-after first) is shown.
 */
function afterFirst(item: Item, at: CreationStep) {
  if (afterAnswered(item)) return true;
  return at === 'questionAfter' && !priceChosen(item);
}

/**
 * Every step of this item's creation in order (PRODUCT.md section 3): the first questions, then
 * for an idea question-after and IdeaPrice, hide-answers (only with active_private_responses),
 * ElevatorText, ElevatorFile, BusinessText, AbstractFiles, comp and IdeaShare; for a need
 * AbstractFiles and IdeaShare. `at` is the step shown, which tells the order of the first two.
 */
export function creationSteps(item: Item, at: CreationStep): CreationStep[] {
  if (item.section === 'need') return ['questions', 'abstractFiles', 'ideaShare'];
  const pair: FlowStep[] = afterFirst(item, at)
    ? ['questionAfter', 'ideaPrice']
    : ['ideaPrice', 'questionAfter'];
  return [
    'questions',
    ...pair,
    ...(item.active_private_responses ? (['hideAnswers'] as const) : []),
    'elevatorText',
    'elevatorFile',
    'businessText',
    'abstractFiles',
    'comp',
    'ideaShare',
  ];
}

/**
 * The item's own first questions again, as a step of the creation: question-after asks the set of
 * the item's section, then leads on to the first step after the questions.
 */
export const questionsHref = (item: Pick<Item, 'id' | 'section'>) =>
  `${paths.questionAfter.href(item.id)}?set=${item.section}`;

export const creationHref = (step: CreationStep, item: Pick<Item, 'id' | 'section'>) =>
  step === 'questions' ? questionsHref(item) : stepHref(step, item.id);

/** The step before this one in the item's creation; none before the questions. */
export function previousStep(at: CreationStep, item: Item): CreationStep | null {
  const steps = creationSteps(item, at);
  const index = steps.indexOf(at);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}
