import type { ParticipantSurveySettings, SurveyQuestion, SurveySettings } from '@app/contract';

const participantQuestion = (q: SurveyQuestion): ParticipantSurveySettings['questions'][number] => ({
  key: q.key,
  type: q.type,
  title: q.title,
  description: q.description,
  required: q.required,
  options: q.options.map((o) => ({ key: o.key, label: o.label, other: o.other, jump_to: o.jump_to })),
  rows: q.rows.map((r) => ({ key: r.key, label: r.label })),
  min_select: q.min_select,
  max_select: q.max_select,
  format: q.format,
  scale: q.scale,
  scale_labels: [q.scale_labels[0], q.scale_labels[1]],
  rating_style: q.rating_style,
  accept: q.accept,
  max_files: q.max_files,
  show_if: q.show_if ? { question_key: q.show_if.question_key, option_keys: [...q.show_if.option_keys] } : null,
});

/**
 * What the participant page gets of a questionnaire. Built field by field, so option points, the vote's settings
 * and anything added to the settings later stay on the server unless added here on purpose. A vote's page reads
 * its own settings from /api/h5/vote/home, so a vote sends no questions.
 */
export const participantSurveySettings = (s: SurveySettings): ParticipantSurveySettings => ({
  form: s.form,
  questions: s.form === 'vote' ? [] : s.questions.map(participantQuestion),
  submit_limit: { per: s.submit_limit.per, period: s.submit_limit.period, count: s.submit_limit.count },
  scoring: s.scoring,
  thank_you: { title: s.thank_you.title, content: s.thank_you.content, show_score: s.thank_you.show_score },
});
