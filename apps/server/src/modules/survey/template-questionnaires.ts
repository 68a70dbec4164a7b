/**
 * The questionnaires the kind-4 gallery templates start from (template-seed/survey.seed.ts). Plain settings
 * input: a draft parses them with surveySettingsSchema, which fills in the defaults.
 */
type Extra = Record<string, unknown>;

const options = (key: string, labels: string[], other?: string) => [
  ...labels.map((label, i) => ({ key: `${key}_${i + 1}`, label })),
  ...(other ? [{ key: `${key}_other`, label: other, other: true }] : []),
];
const choice =
  (type: 'radio' | 'checkbox' | 'select' | 'ranking') =>
  (key: string, title: string, labels: string[], extra: Extra & { other?: string } = {}) => {
    const { other, ...rest } = extra;
    return { key, type, title, options: options(key, labels, other), ...rest };
  };
const radio = choice('radio');
const checkbox = choice('checkbox');
const select = choice('select');
const ranking = choice('ranking');
const typed =
  (type: 'text' | 'textarea' | 'date' | 'upload' | 'description') =>
  (key: string, title: string, extra: Extra = {}) => ({
    key,
    type,
    title,
    ...extra,
  });
const text = typed('text');
const textarea = typed('textarea');
const date = typed('date');
const upload = typed('upload');
const description = typed('description');
const rating = (key: string, title: string, scale = 5, labels: [string, string] = ['很不满意', '非常满意']) => ({
  key,
  type: 'rating',
  title,
  required: true,
  scale,
  scale_labels: labels,
});
const agreement = ['非常满意', '满意', '一般', '不满意', '非常不满意'];
const matrix = (key: string, title: string, rows: string[]) => ({
  key,
  type: 'matrix',
  title,
  required: true,
  rows: rows.map((label, i) => ({ key: `${key}_r${i + 1}`, label })),
  options: options(key, agreement),
});
const showIf = (question_key: string, ...option_keys: string[]) => ({ show_if: { question_key, option_keys } });

export const staffSatisfaction = {
  form: 'survey',
  anonymous: true,
  questions: [
    description('intro', '本问卷匿名填写，结果仅用于改进管理，请放心作答。'),
    select('dept', '您所在的部门', ['销售部', '技术部', '运营部', '职能部门', '其他部门'], { required: true }),
    radio('tenure', '您在公司工作的时间', ['1年以内', '1-3年', '3-5年', '5年以上'], { required: true }),
    matrix('pay', '您对薪酬福利的评价', ['薪酬水平', '福利待遇', '绩效奖金']),
    rating('env', '您对工作环境的总体满意度'),
    matrix('team', '您对团队氛围的评价', ['同事协作', '上级支持', '沟通顺畅']),
    radio('growth', '您认为公司提供的学习与晋升机会', ['很多', '较多', '一般', '较少', '很少'], { required: true }),
    checkbox(
      'improve',
      '您最希望公司改进的方面（最多选3项）',
      ['薪酬待遇', '培训学习', '晋升通道', '办公环境', '加班安排'],
      {
        other: '其他',
        max_select: 3,
      },
    ),
    radio('recommend', '您会推荐朋友加入公司吗', ['会', '不确定', '不会'], { required: true }),
    textarea('why_not', '不推荐的主要原因是什么', showIf('recommend', 'recommend_3')),
    textarea('advice', '您对公司还有哪些建议'),
  ],
};

export const customerFeedback = {
  form: 'survey',
  questions: [
    select('store', '您本次服务的门店', ['朝阳店', '海淀店', '浦东店', '天河店'], { required: true }),
    rating('service', '您对本次服务的整体评价'),
    rating('skill', '服务人员的专业程度'),
    radio('speed', '从预约到服务完成，您觉得速度如何', ['很快', '正常', '较慢'], { required: true }),
    checkbox('liked', '您满意的地方（可多选）', ['服务态度', '专业水平', '准时到达', '价格合理'], { other: '其他' }),
    textarea('advice', '您对我们还有什么意见或建议'),
    text('phone', '方便回访的手机号（选填）', { format: 'phone' }),
  ],
};

export const trainingSignup = {
  form: 'signup',
  quota: 100,
  questions: [
    text('name', '姓名', { required: true }),
    select('dept', '所在部门', ['销售部', '技术部', '运营部', '财务部', '人事行政部'], { required: true }),
    text('phone', '手机号', { required: true, format: 'phone' }),
    radio('session', '参加场次', ['第一场（上午9:00）', '第二场（下午14:00）'], { required: true }),
    radio('stay', '是否需要安排住宿', ['需要', '不需要'], { required: true }),
    textarea('expect', '您希望本次培训重点解决哪些问题'),
  ],
};

export const communityOpinion = {
  form: 'survey',
  anonymous: true,
  questions: [
    select('building', '您居住的楼栋', ['1号楼', '2号楼', '3号楼', '4号楼', '5号楼', '6号楼'], { required: true }),
    rating('env', '您对社区环境的满意度'),
    checkbox('issues', '您认为社区环境最突出的问题（可多选）', ['垃圾分类', '绿化养护', '噪音扰民', '宠物粪便'], {
      other: '其他',
    }),
    radio('car', '您家是否有私家车', ['有', '没有'], { required: true }),
    radio('parking', '平时在小区停车是否困难', ['很困难', '有时困难', '不困难'], {
      required: true,
      ...showIf('car', 'car_1'),
    }),
    ranking('services', '请按需要程度为以下便民服务排序', ['快递柜', '电动车充电桩', '健身器材', '老年食堂']),
    upload('photo', '可上传反映问题的现场照片（选填）', { max_files: 3 }),
    textarea('advice', '您对社区还有哪些意见和建议'),
  ],
};

export const parentsMeeting = {
  form: 'signup',
  questions: [
    text('student', '学生姓名', { required: true }),
    select('class', '所在班级', ['一班', '二班', '三班', '四班', '五班', '六班'], { required: true }),
    text('phone', '家长手机号', { required: true, format: 'phone' }),
    radio('people', '参会人数', ['1人', '2人'], { required: true }),
    radio('slot', '参会时段', ['周五 18:30', '周六 9:00'], { required: true }),
    date('talk_day', '如需与班主任单独面谈，请选择希望的日期（选填）'),
  ],
};

export const voteTemplate = (votesPerDay: number) => ({ form: 'vote', vote: { votes_per_day: votesPerDay } });
