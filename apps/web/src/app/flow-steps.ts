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

/** A step of the whole creation: the item's first questions, then the steps after them. */
export type CreationStep = 'questions' | FlowStep;

/**
 * The creation's path (issue 32): an idea goes from its questions to one finishing screen at
 * IdeaPrice (price and pitch, with its private answers told) and on to IdeaShare, which publishes
 * it; a need from its questions to AbstractFiles (skippable) and IdeaShare. PRODUCT.md section
 * 3's other steps (question-after, hide-answers, ElevatorFile, BusinessText, AbstractFiles of an
 * idea, comp) are not on the path: they make the idea stronger once it is there (`strengthSteps`).
 */
export function creationSteps(item: Pick<Item, 'section'>): CreationStep[] {
  return item.section === 'need'
    ? ['questions', 'abstractFiles', 'ideaShare']
    : ['questions', 'ideaPrice', 'ideaShare'];
}

/**
 * The step after this one. On the path, the next step of `creationSteps`; a step off the path
 * (opened without ?edit=1) leads a draft idea back to its finishing screen, where it is
 * published, and a published one to IdeaShare, which lists what else can be added.
 */
export function nextStep(step: CreationStep, item: Item): FlowStep {
  const steps = creationSteps(item);
  const index = steps.indexOf(step);
  const next = index >= 0 ? steps[index + 1] : undefined;
  if (next && next !== 'questions') return next;
  return item.section === 'idea' && item.status === 'draft' ? 'ideaPrice' : 'ideaShare';
}

/**
 * The item's own first questions again, as a step of the creation: question-after asks the set of
 * the item's section, then leads on to the first step after the questions.
 */
export const questionsHref = (item: Pick<Item, 'id' | 'section'>) =>
  `${paths.questionAfter.href(item.id)}?set=${item.section}`;

export const creationHref = (step: CreationStep, item: Pick<Item, 'id' | 'section'>) =>
  step === 'questions' ? questionsHref(item) : stepHref(step, item.id);

/**
 * The step before this one in the item's creation; none before the questions. A step off the
 * path goes back to a draft idea's finishing screen (it was opened from there), else to none.
 */
export function previousStep(at: CreationStep, item: Item): CreationStep | null {
  const steps = creationSteps(item);
  const index = steps.indexOf(at);
  if (index > 0) return steps[index - 1] ?? null;
  if (index === 0) return null;
  return item.section === 'idea' && item.status === 'draft' ? 'ideaPrice' : null;
}

/** A step that makes an idea stronger, whether it has been done, and how to reopen it. */
export interface StrengthStep {
  step: FlowStep | 'compQEdit';
  /** The route name that titles it (its screen's title). */
  name: FlowStep;
  done: boolean;
}

const answeredSet = (item: Item, set: 'after' | 'competitor') =>
  item.answers.some((answer) => answer.set === set);
const hasFile = (item: Item, purpose: 'elevator' | 'abstract') =>
  item.files.some((file) => file.purpose === purpose);

/**
 * The optional steps of an idea, off the creation's path (issue 32), with what is done: its
 * more questions, private answers (done once any answer is private: private by default, issue
 * 31), a pitch file, the business model, attachments and the competitor questions. A need has
 * none: its attachments are on its path.
 */
export function strengthSteps(item: Item): StrengthStep[] {
  if (item.section === 'need') return [];
  return [
    { step: 'questionAfter', name: 'questionAfter', done: answeredSet(item, 'after') },
    ...(item.active_private_responses
      ? [
          {
            step: 'hideAnswers',
            name: 'hideAnswers',
            done: item.answers.some((answer) => answer.is_private),
          } as const,
        ]
      : []),
    { step: 'elevatorFile', name: 'elevatorFile', done: hasFile(item, 'elevator') },
    { step: 'businessText', name: 'businessText', done: Boolean(item.business_text) },
    { step: 'abstractFiles', name: 'abstractFiles', done: hasFile(item, 'abstract') },
    { step: 'compQEdit', name: 'comp', done: answeredSet(item, 'competitor') },
  ];
}
