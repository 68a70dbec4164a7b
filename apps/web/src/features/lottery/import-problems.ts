const rowLine = /^第\s*\d+\s*行/;

/**
 * A refused import's message, split into the rows it names ("第 3 行：手机号格式不正确") and what it says of the
 * whole file ("……共12行有误", "未导入任何人员"). The server joins them with "；", as the question import does.
 */
export const importProblems = (message: string) => {
  const lines = message
    .split(/[；;\n]+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return { rows: lines.filter((l) => rowLine.test(l)), summary: lines.filter((l) => !rowLine.test(l)) };
};

export type ImportProblemList = ReturnType<typeof importProblems>;
