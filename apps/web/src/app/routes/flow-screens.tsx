import { useParams } from 'react-router';
import { AuthAfter } from '@/features/flow/components/AuthAfter';
import { CreateHome } from '@/features/flow/components/CreateHome';
import { IdeaOrNeedChooser } from '@/features/flow/components/IdeaOrNeedChooser';
import { QuestionFlow } from '@/features/flow/components/QuestionFlow';

// The open screens of the question flow (seed sections 2 and 6), one lazy module.

/** Home at /create-idea. */
export const CreateHomeScreen = () => <CreateHome />;

/** IdeaOrNeed at /idea-or-need. */
export const IdeaOrNeedScreen = () => <IdeaOrNeedChooser />;

/** singleQuestion at /questions. */
export const QuestionsScreen = () => <QuestionFlow />;

/** AuthAfter at /AuthAfter/{ideaId}. */
export function AuthAfterScreen() {
  const { ideaId = '' } = useParams();
  return <AuthAfter key={ideaId} ideaId={ideaId} />;
}
