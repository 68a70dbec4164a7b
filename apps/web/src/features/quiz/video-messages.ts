/** The `video` block of the quiz namespace: the learning video tab of /activity/deploy. */
export const videoZhCN = {
  card: '学习视频',
  enabled: '开启学习视频',
  enabledHelp: '开启后，参与者在答题页可观看此视频',
  title: '视频标题',
  file: '视频文件',
  uploadVideo: '上传视频',
  noVideo: '尚未上传视频',
  cover: '视频封面',
  minSeconds: '最少观看时长（秒）',
  minSecondsHelp: '观看满该时长才能开始答题；0 表示可直接答题',
  check: {
    url: '请上传学习视频',
    titleLong: '视频标题不能超过50个字',
    minSecondsMax: '观看时长不能超过7200秒',
  },
};

export const videoEnUS: typeof videoZhCN = {
  card: 'Learning video',
  enabled: 'Show a learning video',
  enabledHelp: 'Participants can watch this video on the quiz page',
  title: 'Video title',
  file: 'Video file',
  uploadVideo: 'Upload a video',
  noVideo: 'No video uploaded yet',
  cover: 'Video cover',
  minSeconds: 'Minimum watching time (s)',
  minSecondsHelp: 'Participants start answering after watching this long; 0 lets them answer at once',
  check: {
    url: 'Upload the learning video',
    titleLong: 'The video title is at most 50 characters',
    minSecondsMax: 'The watching time is at most 7200 seconds',
  },
};
