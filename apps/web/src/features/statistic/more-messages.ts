/** The `more` block of the statistic namespace: the extra questions' answers card of /activity/analysis. */
export const moreZhCN = {
  title: '附加问题数据',
  keywords: '姓名/手机号/单位',
  name: '姓名',
  phone: '手机号',
  unit: '单位',
  answeredAt: '提交时间',
  deleteSelected: '删除所选',
  deleteConfirm: '确定删除所选 {{count}} 位参与者的附加问题答案吗？删除后可重新填写。',
  deleted: '已删除 {{count}} 条答案',
};

export const moreEnUS: typeof moreZhCN = {
  title: 'Extra questions data',
  keywords: 'Name/phone/unit',
  name: 'Name',
  phone: 'Phone',
  unit: 'Unit',
  answeredAt: 'Submitted at',
  deleteSelected: 'Delete selected',
  deleteConfirm: 'Delete the extra answers of the {{count}} selected participants? They may answer again.',
  deleted: '{{count}} answers deleted',
};
