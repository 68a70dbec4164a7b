import type { SurveyAnswer } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, slow } from '../../components/test-kit.js';
import { makeSurveyQuestion } from './survey-fixtures.js';
import { type ParticipantQuestion, SurveyQuestionField, type Uploader } from './survey-question-field.js';

const Harness = (p: { question: ParticipantQuestion; spy: (a: SurveyAnswer) => void; uploader?: Uploader }) => {
  const [value, setValue] = useState<SurveyAnswer>();
  const change = (a: SurveyAnswer) => {
    p.spy(a);
    setValue(a);
  };
  return <SurveyQuestionField question={p.question} value={value} onChange={change} uploader={p.uploader} number={3} />;
};

const show = (question: ParticipantQuestion, uploader?: Uploader) => {
  const spy = vi.fn<(a: SurveyAnswer) => void>();
  renderPage(<Harness question={question} spy={spy} uploader={uploader} />);
  return { last: () => spy.mock.calls.at(-1)?.[0] };
};

describe('SurveyQuestionField', () => {
  it('numbers the title, marks a required question and shows the problem under it', () => {
    const q = makeSurveyQuestion('q1', 'text', { title: '您的姓名', description: '请填写真实姓名', required: true });
    renderPage(
      <SurveyQuestionField question={q} value={undefined} onChange={() => {}} error="此题为必答题" number={2} />,
    );
    const group = screen.getByRole('group', { name: '2. 您的姓名' });
    expect(within(group).getByText('*')).toBeInTheDocument();
    expect(within(group).getByText('请填写真实姓名')).toBeInTheDocument();
    expect(within(group).getByRole('alert')).toHaveTextContent('此题为必答题');
  });

  it('picks one radio option and asks for the "other" text, dropping it when another option is picked', () => {
    const { last } = show(
      makeSurveyQuestion('q1', 'radio', { options: ['公交', '地铁', { key: 'o3', label: '其他', other: true }] }),
    );
    fireEvent.click(screen.getByRole('radio', { name: '其他' }));
    fireEvent.change(screen.getByLabelText('“其他”的内容'), { target: { value: '骑车' } });
    expect(last()).toEqual({ values: ['o3'], text: '骑车', rows: {} });
    fireEvent.click(screen.getByRole('radio', { name: '地铁' }));
    expect(last()).toEqual({ values: ['o2'], text: '', rows: {} });
    expect(screen.queryByLabelText('“其他”的内容')).toBeNull();
  });

  it('keeps checkbox picks in option order and stops at the most allowed', () => {
    const { last } = show(makeSurveyQuestion('q1', 'checkbox', { options: ['红', '绿', '蓝'], max_select: 2 }));
    expect(screen.getByText('最多选择2项')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: '蓝' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '红' }));
    expect(last()?.values).toEqual(['o1', 'o3']);
    expect(screen.getByRole('checkbox', { name: '绿' })).toBeDisabled();
  });

  it('picks from a dropdown', () => {
    const { last } = show(makeSurveyQuestion('q1', 'select', { title: '所在部门', options: ['研发', '市场'] }));
    fireEvent.change(screen.getByLabelText('所在部门'), { target: { value: 'o2' } });
    expect(last()).toEqual({ values: ['o2'], text: '', rows: {} });
  });

  it('opens the phone keypad for a phone number and writes the typed text', () => {
    const { last } = show(makeSurveyQuestion('q1', 'text', { title: '手机号', format: 'phone' }));
    const input = screen.getByLabelText('手机号');
    expect(input).toHaveAttribute('inputmode', 'tel');
    fireEvent.change(input, { target: { value: '13800000000' } });
    expect(last()).toEqual({ values: [], text: '13800000000', rows: {} });
  });

  it('counts the characters of a long text', () => {
    const { last } = show(makeSurveyQuestion('q1', 'textarea', { title: '建议' }));
    fireEvent.change(screen.getByLabelText('建议'), { target: { value: '多组织活动' } });
    expect(last()?.text).toBe('多组织活动');
    expect(screen.getByText('5 / 5000')).toBeInTheDocument();
  });

  it('writes a star rating as its point text and shows the end labels', () => {
    const { last } = show(makeSurveyQuestion('q1', 'rating', { scale: 5, scale_labels: ['很不满意', '很满意'] }));
    fireEvent.click(screen.getByRole('button', { name: '4分' }));
    expect(last()).toEqual({ values: ['4'], text: '', rows: {} });
    expect(screen.getByRole('button', { name: '4分' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('很不满意')).toBeInTheDocument();
    expect(screen.getByText('很满意')).toBeInTheDocument();
  });

  it('shows a number rating as 1 to its scale', () => {
    const { last } = show(makeSurveyQuestion('q1', 'rating', { scale: 10, rating_style: 'number' }));
    expect(screen.getAllByRole('button')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '10分' }));
    expect(last()?.values).toEqual(['10']);
  });

  it('writes a matrix answer row by row', () => {
    const { last } = show(
      makeSurveyQuestion('q1', 'matrix', {
        options: ['满意', '一般'],
        rows: [
          { key: 'r1', label: '食堂' },
          { key: 'r2', label: '班车' },
        ],
      }),
    );
    fireEvent.click(screen.getByLabelText('食堂 满意'));
    fireEvent.click(screen.getByLabelText('班车 一般'));
    expect(last()).toEqual({ values: [], text: '', rows: { r1: 'o1', r2: 'o2' } });
    expect(screen.getByLabelText('食堂 满意')).toBeChecked();
  });

  it('orders ranking options by taps and arrows, and takes a tapped placed one out', () => {
    const { last } = show(makeSurveyQuestion('q1', 'ranking', { options: ['工资', '成长', '氛围'] }));
    fireEvent.click(screen.getByRole('button', { name: '成长' }));
    fireEvent.click(screen.getByRole('button', { name: '氛围' }));
    fireEvent.click(screen.getByRole('button', { name: '工资' }));
    expect(last()?.values).toEqual(['o2', 'o3', 'o1']);
    fireEvent.click(screen.getByRole('button', { name: '上移工资' }));
    expect(last()?.values).toEqual(['o2', 'o1', 'o3']);
    fireEvent.click(screen.getByRole('button', { name: '成长' }));
    expect(last()?.values).toEqual(['o1', 'o3']);
  });

  it("writes a picked date as YYYY-MM-DD from the phone's own calendar", () => {
    const { last } = show(makeSurveyQuestion('q1', 'date', { title: '入职日期' }));
    const input = screen.getByLabelText('入职日期');
    expect(input).toHaveAttribute('type', 'date');
    fireEvent.change(input, { target: { value: '2026-03-05' } });
    expect(last()?.text).toBe('2026-03-05');
  });

  it('writes a region as province/city, the cities following the province', () => {
    const { last } = show(makeSurveyQuestion('q1', 'region', { title: '所在地区' }));
    expect(screen.queryByLabelText('所在地区：城市')).toBeNull();
    fireEvent.change(screen.getByLabelText('所在地区：省份'), { target: { value: '广东省' } });
    expect(last()?.text).toBe('广东省');
    fireEvent.change(screen.getByLabelText('所在地区：城市'), { target: { value: '深圳市' } });
    expect(last()?.text).toBe('广东省/深圳市');
  });

  it('answers a municipality with the province alone: it has no cities to pick', () => {
    const { last } = show(makeSurveyQuestion('q1', 'region', { title: '所在地区' }));
    fireEvent.change(screen.getByLabelText('所在地区：省份'), { target: { value: '北京市' } });
    expect(last()?.text).toBe('北京市');
    expect(screen.queryByLabelText('所在地区：城市')).toBeNull();
  });

  it('uploads images through the uploader, shows them and removes them', async () => {
    const uploader = vi.fn(async (f: File) => `/uploads/${f.name}`);
    const { last } = show(makeSurveyQuestion('q1', 'upload', { max_files: 2 }), uploader);
    const file = new File(['x'], 'badge.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('上传图片'), { target: { files: [file] } });
    expect(await screen.findByAltText('badge.png', {}, slow)).toHaveAttribute('src', '/uploads/badge.png');
    expect(last()?.values).toEqual(['/uploads/badge.png']);
    fireEvent.click(screen.getByRole('button', { name: '删除badge.png' }));
    expect(last()?.values).toEqual([]);
  });

  it('refuses a file of a type the question does not take', async () => {
    const uploader = vi.fn(async () => '/uploads/x');
    show(makeSurveyQuestion('q1', 'upload'), uploader);
    const file = new File(['x'], 'notes.exe');
    fireEvent.change(screen.getByLabelText('上传图片'), { target: { files: [file] } });
    expect(await screen.findByText('不支持该文件类型，请重新选择', {}, slow)).toBeInTheDocument();
    expect(uploader).not.toHaveBeenCalled();
  });

  it('shows a description block without an input and nothing for a page break', () => {
    const text = makeSurveyQuestion('d1', 'description', { title: '填写须知', description: '所有信息仅用于统计' });
    const { container } = renderPage(
      <>
        <SurveyQuestionField question={text} value={undefined} onChange={() => {}} />
        <SurveyQuestionField question={makeSurveyQuestion('p1', 'page_break')} value={undefined} onChange={() => {}} />
      </>,
    );
    expect(screen.getByText('所有信息仅用于统计')).toBeInTheDocument();
    expect(container.querySelectorAll('input, textarea, select')).toHaveLength(0);
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });
});
