import { moreQuestionTypeTitles } from '@app/contract';
import { addNamespace } from '../../i18n/index.js';

/** The texts of the learning video and the extra questions: the 'liveTheme' namespace, added when their pages load. */
export const liveThemeMessages = {
  'zh-CN': {
    video: {
      title: '学习视频',
      remaining: '还需观看 {{n}} 秒',
      done: '已完成观看',
      optional: '可选观看',
    },
    more: {
      title: '附加问题',
      fill: '填写问卷',
      offer: '还有几个问题想请你回答',
      type: moreQuestionTypeTitles,
      required: '请回答此题',
      placeholder: '请输入',
      submit: '提交',
    },
  },
  'en-US': {
    video: {
      title: 'Learning video',
      remaining: '{{n}} s left to watch',
      done: 'Watched',
      optional: 'Optional',
    },
    more: {
      title: 'A few more questions',
      fill: 'Fill in the survey',
      offer: 'We have a few more questions for you',
      type: { single: 'Single choice', multiple: 'Multiple choice', text: 'Text' },
      required: 'Please answer this question',
      placeholder: 'Type here',
      submit: 'Submit',
    },
  },
};
addNamespace('liveTheme', liveThemeMessages);
