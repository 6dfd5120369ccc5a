import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerProps } from './answer-props';
import { ChoiceAnswer } from './ChoiceAnswer';
import { GuideDialog } from './GuideDialog';
import { NumberAnswer } from './NumberAnswer';
import { TextAnswer } from './TextAnswer';
import { YesNoAnswer } from './YesNoAnswer';

function AnswerInput(props: AnswerProps) {
  switch (props.question.kind) {
    case 'two_button':
      return <YesNoAnswer {...props} />;
    case 'multiple_choice':
      return <ChoiceAnswer {...props} />;
    case 'single-textual':
    case 'single-textual-with-checkbox':
      return <NumberAnswer {...props} />;
    default:
      return <TextAnswer {...props} />;
  }
}

/** One question (seed section 2): its title, the help icon with its Guide, and its kind's input. */
export function QuestionCard(props: AnswerProps) {
  const { t } = useTranslation('flow');
  const [guideOpen, setGuideOpen] = useState(false);
  const titleId = useId();
  // A region named by its question, so the question and its input are read as one.
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      elevation={0}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {props.question.title}
        </Typography>
        <IconButton aria-label={t('guide.open')} onClick={() => setGuideOpen(true)}>
          <HelpOutlinedIcon />
        </IconButton>
      </Box>
      <AnswerInput {...props} />
      <GuideDialog
        open={guideOpen}
        guide={props.question.guide}
        onClose={() => setGuideOpen(false)}
      />
    </Paper>
  );
}
