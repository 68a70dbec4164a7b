import type { EnvelopeCode } from './envelope.js';

type ErrorDef = { code: EnvelopeCode; msg: string; http: number };

/**
 * Every error the API can answer with. `msg` is the zh-CN text a user reads; the web translates
 * by name for other languages. `code` is the spec's envelope code, `http` mirrors it.
 */
export const errorTable = {
  VALIDATION_FAILED: { code: 400, msg: '参数错误', http: 400 },
  MALFORMED_BODY: { code: 400, msg: '请求内容格式错误', http: 400 },
  BODY_TOO_LARGE: { code: 400, msg: '请求内容过大', http: 400 },
  ROUTE_NOT_FOUND: { code: 400, msg: '接口不存在', http: 404 },
  INTERNAL: { code: 400, msg: '服务器繁忙，请稍后再试', http: 500 },
  TOO_MANY_REQUESTS: { code: 400, msg: '操作太频繁，请稍后再试', http: 400 },

  AUTH_NOT_LOGGED_IN: { code: 500, msg: '请先登录', http: 401 },
  AUTH_SESSION_EXPIRED: { code: 500, msg: '登录已失效，请重新登录', http: 401 },
  AUTH_LOGIN_REQUIRED: { code: 555, msg: '请先登录', http: 401 },
  AUTH_FORBIDDEN: { code: 400, msg: '没有权限进行此操作', http: 400 },
  AUTH_BAD_CREDENTIALS: { code: 400, msg: '手机号或密码错误', http: 400 },
  AUTH_ACCOUNT_LOCKED: { code: 400, msg: '密码错误次数过多，账号已锁定，请稍后再试', http: 400 },
  AUTH_ACCOUNT_DISABLED: { code: 400, msg: '账号已被禁用', http: 400 },
  AUTH_PHONE_TAKEN: { code: 400, msg: '该手机号已注册，请直接登录', http: 400 },
  AUTH_PHONE_UNKNOWN: { code: 400, msg: '该手机号尚未注册', http: 400 },
  AUTH_SMS_CODE_INVALID: { code: 400, msg: '验证码错误或已过期', http: 400 },
  AUTH_SMS_TOO_SOON: { code: 400, msg: '验证码发送太频繁，请60秒后再试', http: 400 },
  AUTH_SMS_DAILY_LIMIT: { code: 400, msg: '今日验证码发送次数已达上限', http: 400 },
  AUTH_SMS_SEND_FAILED: { code: 400, msg: '验证码发送失败，请稍后再试', http: 400 },
  AUTH_SIGN_INVALID: { code: 400, msg: '登录签名无效', http: 400 },
  AUTH_SIGN_EXPIRED: { code: 400, msg: '登录链接已过期', http: 400 },
  AUTH_AGENT_UNKNOWN: { code: 400, msg: '邀请代理不存在', http: 400 },

  CUSTOMER_OLD_PASSWORD_WRONG: { code: 400, msg: '原密码错误', http: 400 },

  TENANT_UNKNOWN: { code: 400, msg: '站点不存在', http: 400 },

  CONTENT_AGENT_APPLY_PENDING: { code: 400, msg: '您已提交过申请，请耐心等待我们联系', http: 400 },
  CONTENT_NOT_FOUND: { code: 400, msg: '内容不存在或已下线', http: 400 },

  UPLOAD_TYPE_INVALID: { code: 400, msg: 'upload type error', http: 400 },
  UPLOAD_CONTENT_MISMATCH: { code: 400, msg: '文件内容与类型不符', http: 400 },
  UPLOAD_TOO_LARGE: { code: 400, msg: '文件过大', http: 400 },
  UPLOAD_FILE_MISSING: { code: 400, msg: '请选择要上传的文件', http: 400 },

  ACTIVITY_NOT_FOUND: { code: 600, msg: '活动不存在', http: 404 },
  ACTIVITY_TRIAL_LIMIT: { code: 400, msg: '未发布的活动最多5个，请先发布或删除部分活动', http: 400 },
  ACTIVITY_TEMPLATE_NOT_FOUND: { code: 400, msg: '模板不存在', http: 400 },
  ACTIVITY_KIND_MISMATCH: { code: 400, msg: '该设置不适用于此类活动', http: 400 },
  ACTIVITY_TIME_RANGE: { code: 400, msg: '结束时间须晚于开始时间', http: 400 },
  ACTIVITY_NOT_PUBLISHED: { code: 400, msg: '活动尚未发布，请先发布', http: 400 },
  ACTIVITY_ALREADY_PUBLISHED: { code: 400, msg: '活动已发布，如需延长请续费', http: 400 },
  H5_ACTIVITY_UNAVAILABLE: { code: 400, msg: '活动不存在或已下线', http: 400 },
  H5_PASSWORD_WRONG: { code: 400, msg: '活动密码错误', http: 400 },
  H5_SIGNUP_INVALID: { code: 400, msg: '请完整填写报名信息', http: 400 },
  H5_TICKET_INVALID: { code: 400, msg: '请重新进入活动', http: 400 },
  QUIZ_NO_QUESTIONS: { code: 400, msg: '活动还没有设置题目', http: 400 },
  QUIZ_LEVELS_REQUIRED: { code: 400, msg: '闯关模式至少设置一个关卡', http: 400 },
  QUIZ_DAY_LIMIT: { code: 400, msg: '今日答题次数已用完，明天再来吧', http: 400 },
  QUIZ_TOTAL_LIMIT: { code: 400, msg: '答题次数已用完', http: 400 },
  QUIZ_ATTEMPT_NOT_FOUND: { code: 400, msg: '答题记录不存在', http: 400 },
  QUIZ_ATTEMPT_FINISHED: { code: 400, msg: '本次答题已结束', http: 400 },
  QUIZ_ALL_LEVELS_PASSED: { code: 400, msg: '已通过全部关卡', http: 400 },
  PRIZE_TURN_NOT_FOUND: { code: 400, msg: '抽奖不存在', http: 400 },
  PRIZE_GOODS_NOT_FOUND: { code: 400, msg: '奖品不存在', http: 400 },
  PRIZE_SORT_MISMATCH: { code: 400, msg: '排序须包含该抽奖的全部奖品', http: 400 },
  PRIZE_PROBABILITY_OVER: { code: 400, msg: '同一抽奖的中奖概率合计不能超过100%', http: 400 },
  PRIZE_TURN_CLOSED: { code: 400, msg: '抽奖未开启', http: 400 },
  PRIZE_NEED_PASS: { code: 400, msg: '答题及格后才能抽奖', http: 400 },
  PRIZE_DAY_LIMIT: { code: 400, msg: '今日抽奖次数已用完', http: 400 },
  PRIZE_TOTAL_LIMIT: { code: 400, msg: '抽奖次数已用完', http: 400 },
  PRIZE_CODE_NOT_FOUND: { code: 400, msg: '兑奖码不存在', http: 400 },
  PRIZE_CODE_REDEEMED: { code: 400, msg: '该兑奖码已核销', http: 400 },
  EXPORT_NOT_FOUND: { code: 400, msg: '请先导出', http: 400 },
  EXPORT_NOT_READY: { code: 400, msg: '导出文件正在生成，请稍候', http: 400 },
  EXPORT_FAILED: { code: 400, msg: '导出失败，请重新导出', http: 400 },

  WALLET_BALANCE_NOT_ENOUGH: { code: 400, msg: '账户余额不足，请先充值', http: 400 },
  WALLET_SMS_BALANCE_NOT_ENOUGH: { code: 400, msg: '短信余额不足，请先充值', http: 400 },
  WALLET_HB_BALANCE_NOT_ENOUGH: { code: 400, msg: '红包余额不足，请先充值', http: 400 },
  WALLET_ENTRY_NOT_FOUND: { code: 400, msg: '账单记录不存在', http: 400 },
  WALLET_SMS_SEND_FAILED: { code: 400, msg: '短信发送失败，费用未扣除', http: 400 },

  ORDER_NOT_FOUND: { code: 400, msg: '订单不存在', http: 400 },
  ORDER_ALREADY_PAID: { code: 400, msg: '订单已支付，请勿重复支付', http: 400 },
  ORDER_CLOSED: { code: 400, msg: '订单已关闭，请重新下单', http: 400 },
  ORDER_PAY_METHOD_INVALID: { code: 400, msg: '该订单不能使用此方式支付', http: 400 },
  ORDER_SERVICE_NOT_FOUND: { code: 400, msg: '服务不存在或已下架', http: 400 },
  PAY_SIGN_INVALID: { code: 400, msg: '支付通知签名无效', http: 400 },
  PAY_NOT_FOUND: { code: 400, msg: '支付记录不存在', http: 400 },
  PAY_AMOUNT_MISMATCH: { code: 400, msg: '支付金额与订单不符', http: 400 },
  INVOICE_ORDER_INVALID: { code: 400, msg: '所选订单不能开票：只有在线支付且已支付的订单可以开票', http: 400 },
  INVOICE_ORDER_TAKEN: { code: 400, msg: '所选订单已开过发票', http: 400 },

  QUESTION_BANK_NOT_FOUND: { code: 400, msg: '题库不存在', http: 400 },
  QUESTION_BANK_READ_ONLY: { code: 400, msg: '公共题库不能修改，请先复制到我的题库', http: 400 },
  QUESTION_NOT_FOUND: { code: 400, msg: '题目不存在', http: 400 },
  QUESTION_INVALID: { code: 400, msg: '题目内容不完整', http: 400 },
  QUESTION_SORT_MISMATCH: { code: 400, msg: '排序须包含题库中的全部题目', http: 400 },
  QUESTION_IMPORT_INVALID: { code: 400, msg: '导入文件有误，未导入任何题目', http: 400 },
  QUESTION_IMPORT_FILE_INVALID: { code: 400, msg: '请上传按模板填写的 .xlsx 文件', http: 400 },

  ROLE_NOT_FOUND: { code: 400, msg: '角色不存在', http: 400 },
  ROLE_NAME_TAKEN: { code: 400, msg: '角色名称已存在', http: 400 },
  ROLE_IN_USE: { code: 400, msg: '该角色下还有员工，请先调整员工角色', http: 400 },
  ROLE_PAGE_UNKNOWN: { code: 400, msg: '所选页面不存在', http: 400 },
  ROLE_ACTION_PAGE_MISSING: { code: 400, msg: '所选操作权限所在的页面未勾选', http: 400 },
  STAFF_NOT_FOUND: { code: 400, msg: '员工不存在', http: 400 },
  STAFF_PHONE_TAKEN: { code: 400, msg: '该手机号已注册，不能添加为员工', http: 400 },
  STAFF_CANNOT_MANAGE_SELF: { code: 400, msg: '不能修改或删除自己的账号', http: 400 },
} as const satisfies Record<string, ErrorDef>;

export type ErrorName = keyof typeof errorTable;
